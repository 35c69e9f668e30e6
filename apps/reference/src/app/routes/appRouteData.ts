import { languageStore, sessionStore } from '../../lib/services';
import { queryClient } from '../../lib/query/queryCache';
import { whenSettled } from '../../lib/query/whenSettled';
import { prefetchRouteData } from './routeData';

/**
 * Starts the requests of the page at this address in the app's own cache, for its visitor and
 * language (`prefetchRouteData`). This module is small and loads beside the first page's code,
 * not in the entry (the routes carry their query schemas).
 */
export function prefetchAppRouteData(location: { pathname: string; search: string }): void {
  const session = sessionStore.getSnapshot();
  void prefetchRouteData(queryClient, location, session, {
    lang: languageStore.get(),
    status: session.status,
  });
}

/** How long a render waits for its page's first data before drawing without it. */
const SETTLE_TIMEOUT_MS = 10_000;

/**
 * Resolves when the requests `prefetchAppRouteData` started have ended: true, or false if they
 * took longer than a render waits for.
 */
export const routeDataSettled = (): Promise<boolean> => whenSettled(queryClient, SETTLE_TIMEOUT_MS);
