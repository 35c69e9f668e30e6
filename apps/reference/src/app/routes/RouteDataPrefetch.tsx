import { useHistoryMoves } from '../../lib/router/RouterContext';
import { prefetchRouteData } from './routeData';

/** Starts the next page's requests as the visitor moves to it (`prefetchRouteData`). */
export function RouteDataPrefetch() {
  useHistoryMoves(prefetchRouteData);
  return null;
}
