import type { z } from 'zod';
import { normalizePathname } from '../../lib/router/matchPathname';
import type { RouteDeclaration, TabKey } from './defineRoute';

/**
 * The app's route list, registered by `app/routes/routeTree.ts`, which also adds it here by
 * declaration merging (`interface RegisteredRoutes { list: typeof routeList }`), so that
 * `href`, `RouteName` and `RouteParams` know every route's name and query without the layers
 * below the app importing it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by the app's route tree
export interface RegisteredRoutes {}

type RegisteredList = RegisteredRoutes extends { list: infer L extends readonly RouteDeclaration[] }
  ? L
  : readonly RouteDeclaration[];

/** The declaration of the route named `N`. */
export type RouteOf<N extends RouteName> = Extract<RegisteredList[number], { name: N }>;
/** A route's name, as `href` takes it. */
export type RouteName = RegisteredList[number]['name'];
/** The query a route's component receives, parsed. */
export type RouteQuery<N extends RouteName> = z.output<RouteOf<N>['query']>;
/** The query parameters a link to a route gives (what `href` takes). */
export type RouteParams<N extends RouteName> = z.input<RouteOf<N>['query']>;

let byName: ReadonlyMap<string, RouteDeclaration> = new Map();
let byPath: ReadonlyMap<string, RouteDeclaration> = new Map();
let list: readonly RouteDeclaration[] = [];

/**
 * Makes the app's routes known (`app/routes/routeTree.ts` calls it once, when it loads): names
 * and paths must each be unique, letter case and a trailing slash aside.
 */
export function registerRoutes(routes: readonly RouteDeclaration[]): void {
  const names = new Map<string, RouteDeclaration>();
  const paths = new Map<string, RouteDeclaration>();
  for (const route of routes) {
    if (names.has(route.name)) throw new Error(`Two routes are named ${route.name}`);
    names.set(route.name, route);
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const key = normalizePathname(path);
      if (paths.has(key)) throw new Error(`Two routes have the address ${path}`);
      paths.set(key, route);
    }
  }
  list = routes;
  byName = names;
  byPath = paths;
}

/** Every registered route, in the order of the tree. */
export const registeredRoutes = (): readonly RouteDeclaration[] => list;

/** The declaration of a route by name; throws when the route tree has not been loaded. */
export function routeNamed<N extends RouteName>(name: N): RouteOf<N> {
  const route = byName.get(name);
  if (!route) throw new Error(`No route named ${name}: is the route tree loaded?`);
  return route as RouteOf<N>;
}

/** The route a path names (a trailing slash and letter case ignored, aliases included), or null. */
export function routeAt(pathname: string): RouteDeclaration | null {
  return byPath.get(normalizePathname(pathname)) ?? null;
}

/** A route's address without a query: for matching the address on screen. */
export const pathOf = (name: RouteName): string => routeNamed(name).path;

/** The typed query of a route parsed from an address's query, or null when it does not parse. */
export const parseQuery = <N extends RouteName>(
  name: N,
  search: URLSearchParams | string,
): RouteQuery<N> | null =>
  parseRouteQuery(routeNamed(name) as RouteDeclaration, search) as RouteQuery<N> | null;

/** The tab whose bar a path shows, or null: only the three tab routes have the tab bar. */
export function tabOf(pathname: string): TabKey | null {
  return routeAt(pathname)?.tab ?? null;
}

/**
 * A route's query parameters parsed with its schema: the typed query, or null when a value does
 * not parse (a missing required id, `id=abc`). Unknown names are ignored; for a repeated name the
 * last value counts.
 */
export function parseRouteQuery(
  route: RouteDeclaration,
  search: URLSearchParams | string,
): Record<string, unknown> | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const parsed = route.query.safeParse(Object.fromEntries(params));
  return parsed.success ? (parsed.data as Record<string, unknown>) : null;
}
