import { useHistoryMoves } from '../../lib/router/RouterContext';
import { prefetchAppRouteData } from './appRouteData';

/** Starts the next page's requests as the visitor moves to it (`prefetchAppRouteData`). */
export function RouteDataPrefetch() {
  useHistoryMoves(prefetchAppRouteData);
  return null;
}
