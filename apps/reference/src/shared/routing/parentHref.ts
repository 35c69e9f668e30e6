import { withQuery } from './href';
import { routeNamed } from './routeRegistry';
import type { RouteName } from './routeRegistry';
import type { CurrentRoute } from './currentRoute';

/**
 * Where Back goes from a page opened directly: the address of its route's parent with the
 * parameters the declaration takes from this page's query, or Home when it has none.
 */
export function parentHref(current: CurrentRoute | null): string {
  const parent = current?.route.parent;
  if (!parent) return routeNamed('home' as RouteName).path;
  return withQuery(routeNamed(parent.route as RouteName).path, parent.params?.(current.query));
}
