import { routeAt } from '../../shared/routing/routeRegistry';
import './routeTree';
import { notFoundPage, routePage } from './pageModules';
import type { PageLoader } from './pageModules';

export { prefetchAppRouteData, routeDataSettled } from './appRouteData';

/**
 * The loader of the page at `pathname` (its route's, or the not-found page): main.tsx starts it
 * before the first render, so the first page's code downloads beside the rest instead of after it.
 */
export function firstRoute(pathname: string): PageLoader {
  const route = routeAt(pathname);
  return route ? routePage(route) : notFoundPage;
}
