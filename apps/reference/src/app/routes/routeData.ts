import { parseQuery, routeNameOf } from '../../shared/routing/routes';
import type { RouteName, RouteQuery } from '../../shared/routing/routes';
import { guardRoute } from '../navigation/routeGuard';
import { sessionStore } from '../../lib/services';
import { prefetchHome } from '../../features/home/api/prefetchHome';
import { prefetchProjects } from '../../features/projects/api/prefetchProjects';
import { prefetchProject } from '../../features/projects/api/prefetchProject';
import { prefetchPurchase } from '../../features/projects/api/prefetchPurchase';
import { prefetchPresale } from '../../features/projects/api/prefetchPresale';
import { prefetchProfile } from '../../features/profile/api/prefetchProfile';
import { prefetchCredits } from '../../features/credits/api/prefetchCredits';
import { prefetchSell } from '../../features/credits/api/prefetchSell';
import { prefetchOrders } from '../../features/orders/api/prefetchOrders';
import { queryClient } from '../../lib/query/queryCache';
import { whenSettled } from '../../lib/query/whenSettled';

/** Starts a page's first requests, given the page's parsed query. */
type Prefetch<N extends RouteName> = (query: RouteQuery<N>) => void;

/**
 * The pages whose data can start downloading before they render, by route: the function lives
 * with the page's queries (the same keys as its hooks). This module is small and loads beside the
 * first page's code, not in the entry (it parses queries with the routes' schemas). A page missing
 * here fetches from its first render, as any page may.
 */
const prefetchers: { [N in RouteName]?: Prefetch<N> } = {
  home: prefetchHome,
  projects: prefetchProjects,
  project: prefetchProject,
  // The same request as the overview's: one cache entry for both pages.
  projectInfo: prefetchProject,
  projectDetail: prefetchPurchase,
  presale: prefetchPresale,
  profile: prefetchProfile,
  tons: prefetchCredits,
  sell: prefetchSell,
  orders: prefetchOrders,
};

function prefetch<N extends RouteName>(name: N, search: string): void {
  const start = prefetchers[name] as Prefetch<N> | undefined;
  if (!start) return;
  // Only what the page itself would fetch: not for a visitor the route turns away or redirects.
  if (guardRoute(sessionStore.getSnapshot(), name).kind !== 'allow') return;
  const query = parseQuery(name, new URLSearchParams(search));
  if (query !== null) start(query);
}

/**
 * Starts the requests of the page at this address (its route, access and query as the router
 * will see them), if its route declares them: on the first load beside the page's code, and on
 * every move of the history.
 */
export function prefetchRouteData(location: { pathname: string; search: string }): void {
  const name = routeNameOf(location.pathname);
  if (name !== null) prefetch(name, location.search);
}

/** How long a render waits for its page's first data before drawing without it. */
const SETTLE_TIMEOUT_MS = 10_000;

/**
 * Resolves when the requests `prefetchRouteData` started have ended: true, or false if they took
 * longer than a render waits for.
 */
export const routeDataSettled = (): Promise<boolean> => whenSettled(queryClient, SETTLE_TIMEOUT_MS);
