import { partialMatchKey } from '@tanstack/react-query';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { REQUEST_TIMEOUT_MS } from '@carbonmarket/domain';

/**
 * Where the app heard of a change: a socket push, or the reply to its own request. A member's
 * own change is usually heard twice: the server pushes it once it has committed, then replies.
 */
export type Channel = 'push' | 'reply';

/**
 * One change as both its messages name it: `order 12 completed`, the balances after it. A `loose`
 * change is named by its push only in part (the reply to an order does not say whether the order
 * filled the project): its reply may skip what the push refreshed, since the push came from that
 * order's commit or a later one, but a push after the reply always refreshes, since it may tell
 * of another member's order.
 */
export interface Change {
  name: string;
  channel: Channel;
  loose?: boolean;
}

/**
 * How long the second message of one change may come after the first: a reply comes at most a
 * request's timeout after the push of its change, and a push moments after the reply.
 */
export const TWIN_WINDOW_MS = REQUEST_TIMEOUT_MS;

interface Heard {
  channel: Channel;
  at: number;
  loose: boolean;
  keys: readonly QueryKey[];
}

const heardBy = new WeakMap<QueryClient, Map<string, Heard>>();

function heardOf(client: QueryClient, now: number): Map<string, Heard> {
  let heard = heardBy.get(client);
  if (!heard) {
    heard = new Map();
    heardBy.set(client, heard);
  }
  for (const [name, entry] of heard) if (now - entry.at > TWIN_WINDOW_MS) heard.delete(name);
  return heard;
}

/**
 * The first message of the change refreshed the query and it follows the change since: it is
 * being fetched, was fetched after it, or waits to be fetched (stale, not on screen) and no
 * fetch of it failed since.
 */
const follows = (query: Query, first: Heard): boolean =>
  first.keys.some((key) => partialMatchKey(query.queryKey, key)) &&
  (query.state.fetchStatus === 'fetching' ||
    query.state.dataUpdatedAt >= first.at ||
    (query.state.isInvalidated && query.state.errorUpdatedAt < first.at));

/**
 * Marks the queries under `keys` stale, refetching those on screen, because of `change`; when the
 * other message of the same change already did, only the queries it did not refresh, or whose
 * refetch failed, are refreshed: one change fetches each query once. The second message ends the
 * pairing: a third with the same name counts as a new change.
 */
export function refreshFor(client: QueryClient, change: Change, keys: readonly QueryKey[]): void {
  const now = Date.now();
  const heard = heardOf(client, now);
  const first = heard.get(change.name);
  const twin =
    first !== undefined &&
    first.channel !== change.channel &&
    (first.channel === 'push' || !first.loose);
  if (twin) {
    heard.delete(change.name);
    for (const queryKey of keys)
      void client.invalidateQueries({
        queryKey,
        predicate: (query) => !follows(query, first),
      });
    return;
  }
  heard.set(change.name, { channel: change.channel, at: now, loose: change.loose === true, keys });
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}
