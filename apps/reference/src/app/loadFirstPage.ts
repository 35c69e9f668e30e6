import { loadDataLayer } from './loadDataLayer';
import { evaluateSharedChunks } from './startup/evaluateSharedChunks';
import { keepFirstPage } from './firstPage';
import type { LoadedRoute } from './firstPage';

/**
 * The routes (their declarations, the page loaders and the data they need): a chunk of its own,
 * preloaded beside the entry. It carries the routes' query schemas, which the entry does not. The
 * shared chunks it imports are evaluated first, a task each (ADR 035).
 */
export async function loadRoutes() {
  await evaluateSharedChunks();
  return import('./routes/firstRoute');
}

/**
 * Downloads the data layer and the code of the route that owns the address, in parallel, and keeps
 * them for the first render (`firstPage.ts`); the page's first requests start meanwhile
 * (`prefetchAppRouteData`). With `withData`, it also waits for those requests, and resolves to
 * whether they all ended in time: for the hydration of a page the server drew, whose data
 * (`drawnData`) is in the cache before the page's requests would start, so none is asked again.
 */
export async function loadFirstPage(
  location: { pathname: string; search: string },
  {
    withData = false,
    drawnData,
  }: {
    withData?: boolean;
    /** The data the server drew the page with (its JSON script), put into the cache first. */
    drawnData?: string | null | undefined;
  } = {},
): Promise<boolean> {
  const { pathname, search } = location;
  const { firstRoute, prefetchAppRouteData, routeDataSettled, takeDrawnData } = await loadRoutes();
  // A page drawn with data it cannot read back is drawn afresh rather than hydrated.
  if (drawnData !== undefined && !takeDrawnData(drawnData)) return false;
  // The page fetches on its own when it renders if this fails.
  prefetchAppRouteData({ pathname, search });
  const load = firstRoute(pathname);
  const [layer, route, settled] = await Promise.all([
    loadDataLayer(),
    load(),
    withData ? routeDataSettled() : true,
  ]);
  keepFirstPage(layer.default, load, route as LoadedRoute);
  return settled;
}
