import type { RouteName, RouteQuery } from './routes';

/**
 * What a route component receives: its query parameters, parsed with the route's schema
 * (`routes.ts`). `RouteProps<'forgotPassword'>` gives `{ query: { email?: string } }`.
 */
export interface RouteProps<N extends RouteName> {
  query: RouteQuery<N>;
}
