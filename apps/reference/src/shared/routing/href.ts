import { paths } from './paths';
import type { RouteName, RouteParams } from './routes';

/** The parameters `href` takes for a route: required when its query has a required one. */
export type HrefArgs<N extends RouteName> =
  Record<string, never> extends RouteParams<N>
    ? [params?: RouteParams<N>]
    : [params: RouteParams<N>];

/**
 * The address of a route with its query parameters, encoded with URLSearchParams (undefined
 * values left out): `href('project', { id: 12 })` is `/pages/project/project?id=12`. The types
 * ask for the parameters a route requires and refuse names it does not read.
 */
export function href<N extends RouteName>(name: N, ...[params]: HrefArgs<N>): string {
  const path: string = paths[name];
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}) as [string, unknown][])
    if (value !== undefined) search.set(key, String(value));
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}
