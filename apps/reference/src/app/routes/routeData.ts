import type { QueryClient } from '@tanstack/react-query';
import type {
  RouteDataQuery,
  RouteDeclaration,
  RouteViewer,
} from '../../shared/routing/defineRoute';
import { parseRouteQuery, routeAt } from '../../shared/routing/routeRegistry';
import type { GuardedSession } from '../navigation/routeGuard';
import { guardRoute } from '../navigation/routeGuard';
import './routeTree';

/**
 * Prefetches one declared query: the first page of a paged list with `prefetchInfiniteQuery`,
 * anything else with `prefetchQuery`. The declaration holds the options the page's own hook
 * builds (`endpointQuery`, `pagedQuery`), so they are what these functions take.
 */
const prefetchOne = (client: QueryClient, query: RouteDataQuery): Promise<void> =>
  'initialPageParam' in query
    ? client.prefetchInfiniteQuery(query as Parameters<QueryClient['prefetchInfiniteQuery']>[0])
    : client.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0]);

/**
 * The query options a route's page needs at this address, as its declaration gives them, or
 * none: for a route without a declaration, a visitor the route turns away or redirects (only what
 * the page itself would fetch), or a query that does not parse.
 */
export function routeDataAt(
  location: { pathname: string; search: string },
  session: GuardedSession,
  viewer: RouteViewer,
): { route: RouteDeclaration; queries: readonly RouteDataQuery[] } | null {
  const route = routeAt(location.pathname);
  if (route === null || route.pending || !route.data) return null;
  if (guardRoute(session, route).kind !== 'allow') return null;
  const query = parseRouteQuery(route, location.search);
  if (query === null) return null;
  return { route, queries: route.data(query as never, viewer) };
}

/**
 * Starts the requests of the page at this address (its route, access and query as the router
 * will see them), if its route declares them: on the first load beside the page's code, on every
 * move of the history, and on the server before it draws a page. Fresh data is not fetched again.
 */
export function prefetchRouteData(
  client: QueryClient,
  location: { pathname: string; search: string },
  session: GuardedSession,
  viewer: RouteViewer,
): Promise<unknown> {
  const found = routeDataAt(location, session, viewer);
  if (!found) return Promise.resolve();
  return Promise.all(found.queries.map((query) => prefetchOne(client, query)));
}
