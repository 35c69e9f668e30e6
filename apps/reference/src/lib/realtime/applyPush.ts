import { endpoints, socketPushWire } from '@carbonmarket/domain/contract';
import type { QueryClient } from '@tanstack/react-query';
import { areaKeyOf, keyOf } from '../query/endpointKeys';
import { listWithStock, withStock } from './projectStock';

/**
 * Feeds one socket message into the server-state cache, under the keys the endpoints' queries use
 * (`lib/query/endpointKeys.ts`): the new balances replace the cached ones (and fund records, the
 * carbon-credit holdings and the sales are refreshed), a notification sets the unread count (in
 * every language cached) and refreshes the lists, an order change refreshes every order query,
 * a project's new stock is written into every cached view of it, and withdrawal and top-up
 * changes refresh theirs. Anything that is not JSON or not a push of
 * the contract is logged and ignored.
 */
export function applyPush(
  text: string,
  cache: Pick<QueryClient, 'setQueryData' | 'setQueriesData' | 'invalidateQueries'>,
  log: (message: string, detail?: unknown) => void,
): void {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    log('socket: ignored a message that is not JSON', text.slice(0, 200));
    return;
  }
  const parsed = socketPushWire.safeParse(raw);
  if (!parsed.success) {
    log('socket: ignored a message that is not a known push', parsed.error.issues);
    return;
  }
  const push = parsed.data;
  switch (push.type) {
    case 'balance':
      cache.setQueryData(keyOf(endpoints.wallet.balances, {}), push.data);
      void cache.invalidateQueries({ queryKey: keyOf(endpoints.wallet.fundRecords) });
      // Credits bought or sold elsewhere, or a sale's proceeds settled into available: the
      // holdings (with their detail) and the sales change with the balances.
      void cache.invalidateQueries({ queryKey: areaKeyOf(endpoints.credits.holdings) });
      return;
    case 'notification':
      cache.setQueriesData(
        { queryKey: keyOf(endpoints.notifications.unread) },
        { unread: push.data.unread },
      );
      void cache.invalidateQueries({ queryKey: keyOf(endpoints.notifications.list) });
      return;
    case 'order':
      void cache.invalidateQueries({ queryKey: areaKeyOf(endpoints.orders.list) });
      return;
    case 'project':
      // Anyone's order took tons: every cached view of the project shows its stock now, without
      // fetching (the push goes to every open socket).
      cache.setQueriesData({ queryKey: keyOf(endpoints.projects.detail) }, (detail: unknown) =>
        withStock(detail, push.data),
      );
      cache.setQueriesData({ queryKey: keyOf(endpoints.projects.list) }, (list: unknown) =>
        listWithStock(list, push.data),
      );
      // No longer taking orders (full): what the viewer may do changes too, which only the
      // server says.
      if (push.data.status !== 'in_progress' && push.data.status !== 'presale')
        void cache.invalidateQueries({
          queryKey: keyOf(endpoints.projects.detail, { id: push.data.projectId }),
        });
      return;
    case 'withdrawal':
      void cache.invalidateQueries({ queryKey: keyOf(endpoints.wallet.withdrawals) });
      return;
    case 'topUp':
      void cache.invalidateQueries({ queryKey: keyOf(endpoints.wallet.topUp) });
      return;
    default:
      return push satisfies never;
  }
}
