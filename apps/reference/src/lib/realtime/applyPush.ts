import { socketPushWire } from '@carbonmarket/domain';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query/queryKeys';

/**
 * Feeds one socket message into the server-state cache: the new balances replace the cached
 * ones (and fund records are refreshed), a notification sets the unread count and refreshes the
 * list, and order, withdrawal and top-up changes refresh their lists and details. Anything that is
 * not JSON or not a push of the contract is logged and ignored.
 */
export function applyPush(
  text: string,
  cache: Pick<QueryClient, 'setQueryData' | 'invalidateQueries'>,
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
      cache.setQueryData(queryKeys.balances, push.data);
      void cache.invalidateQueries({ queryKey: queryKeys.fundRecords.all });
      return;
    case 'notification':
      cache.setQueryData(queryKeys.notifications.unread, push.data.unread);
      void cache.invalidateQueries({ queryKey: queryKeys.notifications.lists });
      return;
    case 'order':
      void cache.invalidateQueries({ queryKey: queryKeys.orders.all });
      return;
    case 'withdrawal':
      void cache.invalidateQueries({ queryKey: queryKeys.withdrawals.all });
      return;
    case 'topUp':
      void cache.invalidateQueries({ queryKey: queryKeys.topUps.all });
      return;
    default:
      return push satisfies never;
  }
}
