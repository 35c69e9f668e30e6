import { loadDataLayer } from './loadDataLayer';
import { routeLoaderFor } from './routes/routeTable';
import { keepFirstPage } from './firstPage';
import type { LoadedRoute } from './firstPage';

/**
 * Downloads the data layer and the code of the route that owns `pathname`, in parallel, and keeps
 * them for the first render (`firstPage.ts`).
 */
export async function loadFirstPage(pathname: string): Promise<void> {
  const load = routeLoaderFor(pathname);
  const [layer, route] = await Promise.all([loadDataLayer(), load()]);
  keepFirstPage(layer.default, load, route as LoadedRoute);
}
