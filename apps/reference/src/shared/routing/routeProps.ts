import type { RouteName, RouteQuery } from './routeRegistry';

/**
 * What a route component receives: its query parameters, parsed with its route's schema (the
 * route's module). `RouteProps<'forgotPassword'>` gives `{ query: { email?: string } }`.
 */
export interface RouteProps<N extends RouteName> {
  query: RouteQuery<N>;
}
