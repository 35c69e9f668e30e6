import type { ErrorCode } from '@carbonmarket/domain';
import type { SessionSnapshot } from '../../lib/session/sessionStore';
import { paths } from '../../shared/routing/paths';
import { routes } from '../../shared/routing/routes';
import type { RouteName } from '../../shared/routing/routes';

/** What the guard does with a route: show it, send the visitor elsewhere, or offer to register. */
export type RouteDecision =
  | { kind: 'allow' }
  /** Go to `to` instead, replacing the history entry (Back does not bounce into it again). */
  | { kind: 'redirect'; to: string }
  /** Show the page with the offer to register over it; "Not now" goes to `declineTo`. */
  | { kind: 'offer'; reason: ErrorCode; declineTo: string };

/** What the guard reads of the session. */
export type GuardedSession = Pick<SessionSnapshot, 'status' | 'memId' | 'isAnswer'>;

const allow: RouteDecision = { kind: 'allow' };

/**
 * The rules of the route table (`shared/routing/routes.ts`), in order, for the route being opened
 * (null: an address the app does not know):
 * 1. the FAQ rule (spec section 4): a member with a mem_id who has not answered the FAQ goes to
 *    the FAQ, unless the route is open before it (`beforeFaq`: the FAQ, login, register);
 * 2. `signedOut` routes (the start page) send a signed-in visitor home; `visitor` and `member`
 *    routes send a signed-out visitor to login;
 * 3. `member` routes offer a guest to register (the server refuses guests their data with
 *    GUEST_RESTRICTED); "Not now" goes home.
 */
export function guardRoute(session: GuardedSession, route: RouteName | null): RouteDecision {
  const definition = route === null ? null : routes[route];
  const beforeFaq = definition !== null && 'beforeFaq' in definition && definition.beforeFaq;
  if (session.memId && !session.isAnswer && !beforeFaq) return { kind: 'redirect', to: paths.faq };
  const access = definition?.access ?? 'anyone';
  if (access === 'anyone') return allow;
  if (access === 'signedOut')
    return session.status === 'none' ? allow : { kind: 'redirect', to: paths.home };
  if (session.status === 'none') return { kind: 'redirect', to: paths.login };
  if (access === 'member' && session.status === 'guest')
    return { kind: 'offer', reason: 'GUEST_RESTRICTED', declineTo: paths.home };
  return allow;
}
