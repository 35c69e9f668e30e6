import { loadDataLayer } from './loadDataLayer';
import { routeLoaderFor } from './routes/routeTable';
import { keepFirstPage } from './firstPage';
import type { LoadedRoute } from './firstPage';

/**
 * Downloads the data layer and the code of the route that owns the address, in parallel, and keeps
 * them for the first render (`firstPage.ts`); the page's first requests start meanwhile
 * (`prefetchRouteData`). With `withData`, it also waits for those requests, and resolves to
 * whether they all ended in time: for a render that must draw the page with its data (the
 * server's, and the hydration of what the server drew).
 */
export async function loadFirstPage(
  location: { pathname: string; search: string },
  { withData = false }: { withData?: boolean } = {},
): Promise<boolean> {
  // A chunk of its own: it carries the routes' query schemas, which the entry does not.
  const { pathname, search } = location;
  const data = import('./routes/routeData').then(
    ({ prefetchRouteData, routeDataSettled }) => {
      prefetchRouteData({ pathname, search });
      return withData ? routeDataSettled() : true;
    },
    // The page fetches on its own when it renders; a chunk that failed to load shows there.
    () => false,
  );
  const load = routeLoaderFor(pathname);
  const [layer, route, settled] = await Promise.all([
    loadDataLayer(),
    load(),
    withData ? data : true,
  ]);
  keepFirstPage(layer.default, load, route as LoadedRoute);
  return settled;
}
