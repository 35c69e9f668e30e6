import { routeNamed } from './routeRegistry';
import type { RouteName, RouteParams } from './routeRegistry';

/** The parameters `href` takes for a route: required when its query has a required one. */
export type HrefArgs<N extends RouteName> =
  Record<string, never> extends RouteParams<N>
    ? [params?: RouteParams<N>]
    : [params: RouteParams<N>];

/** An address with its query parameters, encoded with URLSearchParams (undefined values left out). */
export function withQuery(path: string, params: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}) as [string, unknown][])
    if (value !== undefined) search.set(key, String(value));
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * The address of a route with its query parameters: `href('project', { id: 12 })` is
 * `/pages/project/project?id=12`. The types ask for the parameters a route requires and refuse
 * names it does not read; the path is the one its declaration gives.
 */
export function href<N extends RouteName>(name: N, ...[params]: HrefArgs<N>): string {
  return withQuery(routeNamed(name).path, params);
}
