import { socketPushWire } from '@carbonmarket/domain/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  balancesChanged,
  notificationArrived,
  orderChanged,
  projectStockChanged,
  topUpChanged,
  withdrawalChanged,
} from '../query/cacheChanges';

/** A notification as its push tells of it: what the app shows the member at once (a toast). */
export interface ArrivedNotification {
  id: number;
  /** In the socket's language; plain text. */
  title: string;
}

/**
 * Feeds one socket message into the server-state cache: each push is the change of
 * `lib/query/cacheChanges.ts` it tells of, applied as the replies to the member's own requests
 * apply theirs, so a change told by both is refreshed once. A notification is also handed to
 * `onNotification` once the cache has it, for the app to show. Anything that is not JSON or not a
 * push of the contract is logged and ignored.
 */
export function applyPush(
  text: string,
  cache: QueryClient,
  log: (message: string, detail?: unknown) => void,
  onNotification?: (notification: ArrivedNotification) => void,
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
      return balancesChanged(cache, push.data, 'push');
    case 'notification':
      notificationArrived(cache, push.data, 'push');
      return onNotification?.({ id: push.data.id, title: push.data.title });
    case 'order':
      return orderChanged(cache, push.data, 'push');
    case 'project':
      return projectStockChanged(cache, push.data);
    case 'withdrawal':
      return withdrawalChanged(cache, push.data, 'push');
    case 'topUp':
      return topUpChanged(cache, push.data, 'push');
    default:
      return push satisfies never;
  }
}
