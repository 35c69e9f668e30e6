import type { z } from 'zod';
import type { Locale, TextArea } from '@carbonmarket/ui';
import type { VisitorStatus } from '../../lib/session/sessionStore';

/**
 * Who may open a route:
 * - `signedOut`: the way in (the start page): a signed-in visitor, guest or member, is taken home;
 * - `notMember`: the login and register forms: a member is taken home (or to the page they were
 *   sent to sign in for), a guest may still sign in or register;
 * - `anyone`: signed out too;
 * - `visitor`: any signed-in visitor, guests included (a signed-out visitor is sent to login);
 * - `member`: a signed-in member (a guest is offered to register, a signed-out visitor is sent to
 *   login).
 * The level matches the server's access to the data the page needs (the contract's `access`).
 */
export type RouteAccess = 'signedOut' | 'notMember' | 'anyone' | 'visitor' | 'member';

/** What a route's query parameters must parse as: an object schema (unknown names are dropped). */
export type QuerySchema = z.ZodObject;

/** The three tabs of the tab bar, in its order. */
export const TAB_KEYS = ['home', 'project', 'profile'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

/** Who is asking for a route's data: the reply depends on the language and the visitor. */
export interface RouteViewer {
  lang: Locale;
  status: VisitorStatus;
}

/**
 * One query a page needs before it can draw: the options its own hook uses (same key, same
 * function), a single read (`endpointQuery`) or the first page of a paged list (`pagedQuery`,
 * which has an `initialPageParam`). Only what prefetching tells them apart by is named here; the
 * options pass through to TanStack Query as they are.
 */
export interface RouteDataQuery {
  queryKey: readonly unknown[];
  initialPageParam?: unknown;
}

/** Where Back goes from a page opened directly (a link, a bookmark, a reload): its parent. */
export interface RouteParent<Q extends QuerySchema> {
  /** The parent route's name. */
  route: string;
  /** The parent's query parameters, from this page's query (`{ id }` of the project, say). */
  params?: (query: z.output<Q>) => Record<string, string | number | undefined>;
}

interface RouteFacts<N extends string, Q extends QuerySchema> {
  /** How the code names the route: `href(name, params)`. */
  name: N;
  /** The address (spec section 2). Letter case and a trailing slash are ignored when matching. */
  path: string;
  /** Further addresses of the same page (the start page has two). */
  aliases?: readonly string[];
  access: RouteAccess;
  /** The query parameters the page reads; a value that does not parse shows the not-found page. */
  query: Q;
  /** A member who has not answered the FAQ may stay here (the FAQ itself, login, register). */
  beforeFaq?: true;
  /** The tab whose bar the page shows, if it is one of the three tabs. */
  tab?: TabKey;
  /** Where Back goes on a page opened directly; Home when absent. */
  parent?: RouteParent<Q>;
  /** For `docs/ROUTES.md` (generated): the page's name and what it shows, in a line. */
  doc: { title: string; shows: string };
}

/** A route whose page the app has. */
export interface BuiltRoute<
  N extends string = string,
  Q extends QuerySchema = QuerySchema,
> extends RouteFacts<N, Q> {
  pending?: undefined;
  /**
   * The page's module, from the app's root (`src/features/home/routes/HomeRoute.tsx`), which
   * exports the component under the file's name and takes `RouteProps<name>`. The app loads it
   * as its own chunk (`app/routes/pageModules.ts`); the build preloads its chunks on the pages it
   * draws in advance. It is named, not imported, so that the page may link to any route (a unit
   * test holds every name to a module).
   */
  page: string;
  /**
   * The design system's area of strings the page needs beside its code (ADR 022): loaded in
   * parallel with the component, which renders once both are in.
   */
  texts?: TextArea;
  /**
   * What the page shows before anything else, as query options: navigation starts them beside the
   * page's code, the server draws the page with them, and the page's hooks read them (same keys).
   */
  data?: (query: z.output<Q>, viewer: RouteViewer) => readonly RouteDataQuery[];
  /**
   * How the page is drawn before its JavaScript: `build` for a public page prerendered once
   * (the file it is written to under `dist/`), `request` for a page the server draws per request
   * for a signed-in visitor with their data (ADR 027).
   */
  drawn?: { by: 'build'; file: string } | { by: 'request' };
}

/** A route whose page a later release builds: it shows the "on its way" page, and no link leads there. */
export interface PendingRoute<
  N extends string = string,
  Q extends QuerySchema = QuerySchema,
> extends RouteFacts<N, Q> {
  pending: true;
}

export type RouteDeclaration<N extends string = string, Q extends QuerySchema = QuerySchema> =
  BuiltRoute<N, Q> | PendingRoute<N, Q>;

/**
 * Declares one route: everything the app knows about it, in the route's own module
 * (`features/<area>/routes/<name>.route.ts`). The router, the guard, prefetching, the server's
 * drawing, `href` and `docs/ROUTES.md` are derived from these declarations.
 */
export function defineRoute<const N extends string, Q extends QuerySchema>(
  route: BuiltRoute<N, Q>,
): BuiltRoute<N, Q>;
export function defineRoute<const N extends string, Q extends QuerySchema>(
  route: PendingRoute<N, Q>,
): PendingRoute<N, Q>;
export function defineRoute(route: RouteDeclaration): RouteDeclaration {
  return route;
}
