import { z } from 'zod';
import {
  CREDIT_KINDS,
  LISTED_PROJECT_STATUSES,
  ORDER_STATUSES,
  PROJECT_TYPES,
} from '@carbonmarket/domain';
import { idParam } from '@carbonmarket/domain/contract';
import { paths } from './paths';
import type { PathName } from './paths';

/**
 * Who may open a route:
 * - `signedOut`: the way in (the start page): a signed-in visitor, guest or member, is taken home
 *   instead of being asked to sign in again;
 * - `anyone`: signed out too;
 * - `visitor`: any signed-in visitor, guests included (a signed-out visitor is sent to login);
 * - `member`: a signed-in member (a guest is offered to register, a signed-out visitor is sent to
 *   login).
 * The level matches the server's access to the data the page needs (the contract's `access`).
 */
export type RouteAccess = 'signedOut' | 'anyone' | 'visitor' | 'member';

/** What a route's query parameters must parse as: an object schema (unknown names are dropped). */
type QuerySchema = z.ZodObject;

/** One route of the product: pure data, no component (its loader is in `app/routes/`). */
export interface RouteDefinition<Q extends QuerySchema = QuerySchema> {
  path: string;
  access: RouteAccess;
  /** The query parameters the page reads; a value that does not parse shows the not-found page. */
  query: Q;
  /** A member who has not answered the FAQ may stay here (the FAQ itself, login, register). */
  beforeFaq?: true;
}

/** No query parameters (any given are ignored). */
const none = z.object({});
/** `?id=12`: a record the page shows; a missing, zero or non-numeric id does not parse. */
const byId = z.object({ id: idParam });
/** `?email=`: prefills the email field (the form validates it). */
const email = z.object({ email: z.string().optional() });

/**
 * Every route of spec section 2, by name, in the order of `paths`. Access follows the data each
 * page needs (projects, news, FAQ content and legal texts are open; the account area, orders,
 * holdings and money are members' only, docs/PRODUCT.md "Visitors and guest access").
 */
export const routes = {
  start: { path: paths.start, access: 'signedOut', query: none },
  startAlias: { path: paths.startAlias, access: 'signedOut', query: none },
  home: { path: paths.home, access: 'anyone', query: none },
  faq: { path: paths.faq, access: 'visitor', query: none, beforeFaq: true },
  login: { path: paths.login, access: 'anyone', query: email, beforeFaq: true },
  register: {
    path: paths.register,
    access: 'anyone',
    // `?code=`: the invitation code of a shared link.
    query: z.object({ code: z.string().optional() }),
    beforeFaq: true,
  },
  forgotPassword: { path: paths.forgotPassword, access: 'anyone', query: email },
  protocol: { path: paths.protocol, access: 'anyone', query: none },
  privacy: { path: paths.privacy, access: 'anyone', query: none },
  // The Profile tab: a member's hub; guests and signed-out visitors get the ways in.
  profile: { path: paths.profile, access: 'anyone', query: none },
  footprintResult: { path: paths.footprintResult, access: 'member', query: none },
  about: { path: paths.about, access: 'anyone', query: none },
  // Guests and signed-out visitors get the language, the information pages and an invitation.
  settings: { path: paths.settings, access: 'anyone', query: none },
  withdrawalPassword: { path: paths.withdrawalPassword, access: 'member', query: none },
  bankCard: { path: paths.bankCard, access: 'member', query: none },
  // `?status=`: the orders tab to open (Applying when absent); `?id=`: one order's details (the
  // tab it was opened from stays, for Back on a page opened from a link).
  orders: {
    path: paths.orders,
    access: 'member',
    query: z.object({ status: z.enum(ORDER_STATUSES).optional(), id: idParam.optional() }),
  },
  tons: { path: paths.tons, access: 'member', query: none },
  fundRecords: { path: paths.fundRecords, access: 'member', query: none },
  apply: { path: paths.apply, access: 'member', query: none },
  withdraw: { path: paths.withdraw, access: 'member', query: none },
  news: { path: paths.news, access: 'anyone', query: none },
  newsDetail: { path: paths.newsDetail, access: 'anyone', query: byId },
  loginPassword: { path: paths.loginPassword, access: 'member', query: none },
  profileEdit: { path: paths.profileEdit, access: 'member', query: none },
  avatarCropper: { path: paths.avatarCropper, access: 'member', query: none },
  // `?status=` and `?type=`: the status and the type the list is filtered by (every listed status,
  // every type, when absent).
  projects: {
    path: paths.projects,
    access: 'anyone',
    query: z.object({
      status: z.enum(LISTED_PROJECT_STATUSES).optional(),
      type: z.enum(PROJECT_TYPES).optional(),
    }),
  },
  project: { path: paths.project, access: 'anyone', query: byId },
  projectInfo: { path: paths.projectInfo, access: 'anyone', query: byId },
  // The purchase, the presale booking (and final payment) and the sale of a project's credits.
  projectDetail: { path: paths.projectDetail, access: 'member', query: byId },
  // `?id=<project>`: book the presale; `&order=<order>`: pay that booking's final amount.
  presale: {
    path: paths.presale,
    access: 'member',
    query: z.object({ id: idParam, order: idParam.optional() }),
  },
  // `?id=` the project whose credits are sold, `?kind=` which of its credits (normal when absent).
  sell: {
    path: paths.sell,
    access: 'member',
    query: z.object({ id: idParam, kind: z.enum(CREDIT_KINDS).default('normal') }),
  },
} as const satisfies { readonly [N in PathName]: RouteDefinition & { path: (typeof paths)[N] } };

export type RouteName = keyof typeof routes;

/** The query a route component receives, parsed. */
export type RouteQuery<N extends RouteName> = z.output<(typeof routes)[N]['query']>;
/** The query parameters a link to a route gives (what `href` takes). */
export type RouteParams<N extends RouteName> = z.input<(typeof routes)[N]['query']>;

/** The route a path names (a trailing slash and letter case ignored), or null. */
export function routeNameOf(pathname: string): RouteName | null {
  const wanted = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const names = Object.keys(routes) as RouteName[];
  return names.find((name) => routes[name].path.toLowerCase() === wanted) ?? null;
}

/**
 * A route's query parameters parsed with its schema: the typed query, or null when a value does
 * not parse (a missing required id, `id=abc`). Unknown names are ignored; for a repeated name the
 * last value counts.
 */
export function parseQuery<N extends RouteName>(
  name: N,
  search: URLSearchParams,
): RouteQuery<N> | null {
  const parsed = routes[name].query.safeParse(Object.fromEntries(search));
  return parsed.success ? (parsed.data as RouteQuery<N>) : null;
}
