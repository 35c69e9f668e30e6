import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Balances, MembershipLevel, Notification, OrderStatus } from '@carbonmarket/domain';
import type { Lang, RequestOf, ResponseOf } from '@carbonmarket/domain/contract';
import { endpoints } from '@carbonmarket/domain/contract';
import { refreshFor } from './changeNotices';
import type { Channel } from './changeNotices';
import { areaKeyOf, keyOf } from './endpointKeys';
import type { PageReply } from './pagedQuery';
import { listWithStock, withStock } from './projectStock';
import type { ProjectStock } from './projectStock';

/**
 * The one way a change on the server reaches the cache, by kind of change and under the keys of
 * the contract's endpoints (`endpointKeys.ts`). A socket push (`lib/realtime/applyPush.ts`) and
 * the reply to the member's own request (the mutations' `onSuccess`) call the same function with
 * what they carry; what a change makes stale is refreshed once even when both messages tell of it
 * (`changeNotices.ts`, docs/adr/030-one-way-to-update-the-cache.md). Data a message carries is
 * written as it comes: the last message is the newest state.
 */

/**
 * The wallet changed (money or tons moved): the balances are the message's; the fund records
 * and the member's credits (holdings, a holding's detail, the sales) are fetched again.
 */
export function balancesChanged(client: QueryClient, balances: Balances, channel: Channel): void {
  client.setQueryData(keyOf(endpoints.wallet.balances, {}), balances);
  refreshFor(client, { name: `balances ${JSON.stringify(balances)}`, channel }, [
    keyOf(endpoints.wallet.fundRecords),
    areaKeyOf(endpoints.credits.holdings),
  ]);
}

/**
 * The member retired tons (the reply to their own retirement; the tons leaving the holding are
 * also pushed as a balance change): the balances are the reply's, the new certificate is cached
 * for its page in the language it was asked in (opening it fetches nothing), and the member's
 * credits (holdings, retirements, the tons retired) are fetched again with the fund records.
 */
export function creditsRetired(
  client: QueryClient,
  reply: ResponseOf<typeof endpoints.credits.retire>,
  lang: Lang,
): void {
  const { retirement, balances } = reply;
  balancesChanged(client, balances, 'reply');
  // After the refresh above, which marks the whole credits area stale: the certificate is new.
  client.setQueryData(keyOf(endpoints.credits.retirement, { id: retirement.id, lang }), retirement);
}

/** One of the member's orders reached a status: every order list and detail is fetched again. */
export function orderChanged(
  client: QueryClient,
  order: { orderId: number; status: OrderStatus },
  channel: Channel,
): void {
  refreshFor(client, { name: `order ${order.orderId} ${order.status}`, channel }, [
    areaKeyOf(endpoints.orders.list),
  ]);
}

const takesOrders = (status: ProjectStock['status']) =>
  status === 'in_progress' || status === 'presale';

/**
 * Anyone's order took tons of a project (pushed to every open socket): every cached view of the
 * project shows its stock at once, without fetching. A project no longer taking orders is
 * fetched again, since what the viewer may do with it is the server's to say.
 */
export function projectStockChanged(client: QueryClient, stock: ProjectStock): void {
  client.setQueriesData({ queryKey: keyOf(endpoints.projects.detail) }, (detail: unknown) =>
    withStock(detail, stock),
  );
  client.setQueriesData({ queryKey: keyOf(endpoints.projects.list) }, (list: unknown) =>
    listWithStock(list, stock),
  );
  if (!takesOrders(stock.status))
    refreshFor(client, { name: `project ${stock.projectId}`, channel: 'push', loose: true }, [
      [...keyOf(endpoints.projects.detail), { id: stock.projectId }],
    ]);
}

/**
 * The member's own order took tons of a project (the reply to a purchase or a booking): the
 * project's page is fetched again for the member's order counts (the caps), which no push
 * carries, and the project lists for its stock. When the project's push said it is full, the
 * page it refreshed is not fetched twice.
 */
export function projectOrdered(client: QueryClient, projectId: number): void {
  refreshFor(client, { name: `project ${projectId}`, channel: 'reply', loose: true }, [
    [...keyOf(endpoints.projects.detail), { id: projectId }],
    keyOf(endpoints.projects.list),
  ]);
}

/**
 * A notification arrived (its push; the operator's request has no reply in this app): the unread
 * count is the message's, in every language cached, and the lists are fetched again, once.
 */
export function notificationArrived(
  client: QueryClient,
  notification: { id: number; unread: number },
  channel: Channel,
): void {
  client.setQueriesData(
    { queryKey: keyOf(endpoints.notifications.unread) },
    { unread: notification.unread },
  );
  refreshFor(client, { name: `notification ${notification.id}`, channel }, [
    keyOf(endpoints.notifications.list),
  ]);
}

/**
 * The member marked notifications read (the reply to `notifications.markRead`; no push tells of
 * it): the unread count is the reply's, in every language cached, and the notifications named
 * (every one, for `all`) read in every list cached, without fetching them again.
 */
export function notificationsRead(
  client: QueryClient,
  which: readonly number[] | 'all',
  reply: { unread: number },
): void {
  client.setQueriesData(
    { queryKey: keyOf(endpoints.notifications.unread) },
    { unread: reply.unread },
  );
  const read = (notification: Notification) =>
    which === 'all' || which.includes(notification.id)
      ? { ...notification, read: true }
      : notification;
  client.setQueriesData<InfiniteData<PageReply<Notification>>>(
    { queryKey: keyOf(endpoints.notifications.list) },
    (pages) =>
      pages === undefined
        ? pages
        : {
            ...pages,
            pages: pages.pages.map((page) => ({ ...page, items: page.items.map(read) })),
          },
  );
}

/**
 * A withdrawal reached a status: the withdrawal lists are fetched again, and what is left of the
 * day's limit (a refused one gives its amount back). Its money moves with a balance push.
 */
export function withdrawalChanged(
  client: QueryClient,
  withdrawal: { withdrawalId: number; status: string },
  channel: Channel,
): void {
  refreshFor(
    client,
    { name: `withdrawal ${withdrawal.withdrawalId} ${withdrawal.status}`, channel },
    [keyOf(endpoints.wallet.withdrawals), keyOf(endpoints.wallet.withdrawalAllowance)],
  );
}

/**
 * The member's own withdrawal was accepted (the reply): as its push would, and the wallet too,
 * since the reply carries no balances: the amount left the available balance.
 */
export function withdrawalAsked(
  client: QueryClient,
  withdrawal: { id: number; status: string },
): void {
  withdrawalChanged(client, { withdrawalId: withdrawal.id, status: withdrawal.status }, 'reply');
  refreshFor(
    client,
    { name: `withdrawal ${withdrawal.id} balances`, channel: 'reply', loose: true },
    [keyOf(endpoints.wallet.balances), keyOf(endpoints.wallet.fundRecords)],
  );
}

/** A top-up reached a status: the top-ups are fetched again. */
export function topUpChanged(
  client: QueryClient,
  topUp: { topUpId: number; status: string },
  channel: Channel,
): void {
  refreshFor(client, { name: `topUp ${topUp.topUpId} ${topUp.status}`, channel }, [
    keyOf(endpoints.wallet.topUp),
  ]);
}

/**
 * The member's level changed (a plan bought): the profile and the plans show the level and its
 * end at once; what the level opens (the projects' offers, selling presale credits) is fetched
 * again. No push tells of it: only the reply to the purchase.
 */
export function membershipChanged(
  client: QueryClient,
  membership: { level: MembershipLevel; expiresAt: Date },
): void {
  const { level, expiresAt } = membership;
  client.setQueryData(keyOf(endpoints.profile.get, {}), (profile) =>
    profile === undefined ? profile : { ...profile, level, membershipExpiresAt: expiresAt },
  );
  client.setQueryData(keyOf(endpoints.membership.plans, {}), (plans) =>
    plans === undefined ? plans : { ...plans, level, expiresAt },
  );
  for (const queryKey of [
    areaKeyOf(endpoints.projects.detail),
    areaKeyOf(endpoints.credits.holdings),
  ])
    void client.invalidateQueries({ queryKey });
}

/**
 * The member's avatar was replaced (the reply to the upload; no push tells of it): the profile
 * shows the new picture at once, on every page that reads it (the Profile tab's card, the
 * profile details), without fetching it again.
 */
export function avatarChanged(client: QueryClient, avatarUrl: string): void {
  client.setQueryData(keyOf(endpoints.profile.get, {}), (profile) =>
    profile === undefined ? profile : { ...profile, avatarUrl },
  );
}

/**
 * The visitor's footprint was estimated (only their own reply tells of it): every cached result,
 * in every language, and the one in the language it was asked in (cached or not) is the new one,
 * so the result page opens on it without fetching.
 */
export function footprintEstimated(
  client: QueryClient,
  result: ResponseOf<typeof endpoints.footprint.submit>,
  lang: RequestOf<typeof endpoints.footprint.result>['lang'],
): void {
  client.setQueriesData({ queryKey: keyOf(endpoints.footprint.result) }, () => ({ result }));
  client.setQueryData(keyOf(endpoints.footprint.result, { lang }), { result });
}
