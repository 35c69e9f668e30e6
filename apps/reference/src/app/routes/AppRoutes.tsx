import { Suspense, lazy, useMemo } from 'react';
import { useLocation, useSearchParams } from '../../lib/router/RouterContext';
import { parseRouteQuery, routeAt } from '../../shared/routing/routeRegistry';
import type { RouteDeclaration } from '../../shared/routing/defineRoute';
import { CurrentRouteContext } from '../../shared/routing/currentRoute';
import { RouteGuard } from '../navigation/RouteGuard';
import './routeTree';
import { notFoundPage, routePage } from './pageModules';
import type { PageLoader } from './pageModules';
import { loadedRoute } from '../firstPage';
import type { LoadedRoute } from '../firstPage';

const lazyRoute = (load: PageLoader): LoadedRoute =>
  lazy(async () => ({ default: (await load()) as LoadedRoute }));

// One component per loader: routes that share a page share the component. The first page's is
// the loaded component itself (see `loadFirstPage`), the others load lazily.
const components = new Map<PageLoader, LoadedRoute>();
const componentOf = (load: PageLoader) => {
  let component = components.get(load);
  if (!component) {
    component = loadedRoute(load) ?? lazyRoute(load);
    components.set(load, component);
  }
  return component;
};
const NotFound = componentOf(notFoundPage);

/**
 * A route: its access checked (`RouteGuard`), then its page with the address's query parsed by
 * the route's schema, the route and query given to the page's parts (Back reads the parent). A
 * value that does not parse (`?id=abc` on a project) shows the not-found page; unknown parameters
 * are ignored.
 */
function DeclaredRoute({
  route,
  component: Page,
}: {
  route: RouteDeclaration;
  component: LoadedRoute;
}) {
  const searchParams = useSearchParams();
  const query = useMemo(() => parseRouteQuery(route, searchParams), [route, searchParams]);
  const current = useMemo(() => (query === null ? null : { route, query }), [route, query]);
  return (
    <RouteGuard route={route}>
      {current === null ? (
        <NotFound query={{}} />
      ) : (
        <CurrentRouteContext.Provider value={current}>
          <Page query={current.query} />
        </CurrentRouteContext.Provider>
      )}
    </RouteGuard>
  );
}

/**
 * The app's routes (`routeTree.ts`), each loaded on first visit; an address no route has shows
 * the not-found page. While a route's code loads, the previous page stays on screen (navigations
 * are transitions); on a cold start nothing shows until the first page is ready.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = routeAt(pathname);
  return (
    <Suspense fallback={null}>
      {route ? (
        // The component is looked up on render, not on import: the first page's is the one
        // `loadFirstPage` has loaded by then, and renders without suspending.
        <DeclaredRoute route={route} component={componentOf(routePage(route))} />
      ) : (
        <RouteGuard route={null}>
          <NotFound query={{}} />
        </RouteGuard>
      )}
    </Suspense>
  );
}
