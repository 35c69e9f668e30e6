import { Suspense, lazy, useMemo } from 'react';
import { useLocation, useSearchParams } from '../../lib/router/RouterContext';
import { normalizePathname } from '../../lib/router/matchPathname';
import { parseQuery } from '../../shared/routing/routes';
import type { RouteName } from '../../shared/routing/routes';
import { RouteGuard } from '../navigation/RouteGuard';
import { notFoundRoute, routeTable } from './routeTable';
import type { AnyRouteLoader } from './routeTable';
import { loadedRoute } from '../firstPage';
import type { LoadedRoute } from '../firstPage';

const lazyRoute = (load: AnyRouteLoader): LoadedRoute =>
  lazy(async () => ({ default: (await load()) as LoadedRoute }));

// One component per loader: aliases that share a loader share the component. The first page's is
// the loaded component itself (see `loadFirstPage`), the others load lazily.
const components = new Map<AnyRouteLoader, LoadedRoute>();
const componentOf = (load: AnyRouteLoader) => {
  let component = components.get(load);
  if (!component) {
    component = loadedRoute(load) ?? lazyRoute(load);
    components.set(load, component);
  }
  return component;
};
const NotFound = componentOf(notFoundRoute);

/**
 * A route of the table: its access checked (`RouteGuard`), then its component with the address's
 * query parsed by the route's schema. A value that does not parse (`?id=abc` on a project) shows
 * the not-found page; unknown parameters are ignored.
 */
function TableRoute({ name, component: Component }: { name: RouteName; component: LoadedRoute }) {
  const searchParams = useSearchParams();
  const query = useMemo(() => parseQuery(name, searchParams), [name, searchParams]);
  return (
    <RouteGuard route={name}>
      {query === null ? <NotFound query={{}} /> : <Component query={query} />}
    </RouteGuard>
  );
}

/** The table's entries by path, as `normalizePathname` writes it. */
const entriesByPath = new Map(routeTable.map((entry) => [normalizePathname(entry.path), entry]));

/**
 * The routes of spec section 2, each loaded on first visit; an address the table does not know
 * shows the not-found page. While a route's code loads, the previous page stays on screen
 * (navigations are transitions); on a cold start nothing shows until the first page is ready.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const entry = entriesByPath.get(normalizePathname(pathname));
  return (
    <Suspense fallback={null}>
      {entry ? (
        // The component is looked up on render, not on import: the first page's is the one
        // `loadFirstPage` has loaded by then, and renders without suspending.
        <TableRoute name={entry.name} component={componentOf(entry.load)} />
      ) : (
        <RouteGuard route={null}>
          <NotFound query={{}} />
        </RouteGuard>
      )}
    </Suspense>
  );
}
