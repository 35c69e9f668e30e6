import { routeAt } from '../../shared/routing/routeRegistry';
import './routeTree';
import { notFoundPage, routePage } from './pageModules';
import type { PageLoader } from './pageModules';

import { queryClient } from '../../lib/query/queryCache';
import { readDrawnData } from '../../lib/query/drawnData';

export { prefetchAppRouteData, routeDataSettled } from './appRouteData';

/**
 * Puts the data the server drew the first page with into the app's cache (`readDrawnData`): the
 * page's hooks find it fresh. False when it is missing or does not parse.
 */
export const takeDrawnData = (text: string | null | undefined): boolean =>
  readDrawnData(queryClient, text);

/**
 * The loader of the page at `pathname` (its route's, or the not-found page): main.tsx starts it
 * before the first render, so the first page's code downloads beside the rest instead of after it.
 */
export function firstRoute(pathname: string): PageLoader {
  const route = routeAt(pathname);
  return route ? routePage(route) : notFoundPage;
}
