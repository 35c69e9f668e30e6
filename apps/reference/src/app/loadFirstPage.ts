import { loadDataLayer } from './loadDataLayer';
import { routeLoaderFor } from './routes/routeTable';
import { keepFirstPage } from './firstPage';
import type { LoadedRoute } from './firstPage';

/**
 * Downloads the data layer and the code of the route that owns the address, in parallel, and keeps
 * them for the first render (`firstPage.ts`); the page's first requests start meanwhile
 * (`prefetchRouteData`).
 */
export async function loadFirstPage(location: { pathname: string; search: string }): Promise<void> {
  // A chunk of its own: it carries the routes' query schemas, which the entry does not.
  const { pathname, search } = location;
  import('./routes/routeData').then(
    ({ prefetchRouteData }) => prefetchRouteData({ pathname, search }),
    // The page fetches on its own when it renders; a chunk that failed to load shows there.
    () => undefined,
  );
  const load = routeLoaderFor(pathname);
  const [layer, route] = await Promise.all([loadDataLayer(), load()]);
  keepFirstPage(layer.default, load, route as LoadedRoute);
}
