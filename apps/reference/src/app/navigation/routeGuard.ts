import type { ErrorCode } from '@carbonmarket/domain';
import type { SessionSnapshot } from '../../lib/session/sessionStore';
import { href, withQuery } from '../../shared/routing/href';
import type { RouteDeclaration } from '../../shared/routing/defineRoute';
import { nextPageOf } from '../../shared/routing/nextPage';

/** What the guard does with a route: show it, send the visitor elsewhere, or offer to register. */
export type RouteDecision =
  | { kind: 'allow' }
  /** Go to `to` instead, replacing the history entry (Back does not bounce into it again). */
  | { kind: 'redirect'; to: string }
  /** Show the page with the offer to register over it; "Not now" goes to `declineTo`. */
  | { kind: 'offer'; reason: ErrorCode; declineTo: string };

/** What the guard reads of the session. */
export type GuardedSession = Pick<SessionSnapshot, 'status' | 'memId' | 'isAnswer'>;

/** The address being opened: the page a sign-in returns to. */
export interface GuardedLocation {
  pathname: string;
  search: string;
}

const allow: RouteDecision = { kind: 'allow' };

/**
 * The rules of the routes' declarations, in order, for the route being opened (null: an address
 * the app does not know):
 * 1. the FAQ rule (spec section 4): a member with a mem_id who has not answered the FAQ goes to
 *    the FAQ, unless the route is open before it (`beforeFaq`: the FAQ, login, register);
 * 2. `signedOut` routes (the start page) send a signed-in visitor home; `notMember` routes (login,
 *    register) send a member to the page their `?next=` names, or home; `visitor` and `member`
 *    routes send a signed-out visitor to login, with this address as `?next=` so that signing in
 *    lands here;
 * 3. `member` routes offer a guest to register (the server refuses guests their data with
 *    GUEST_RESTRICTED); "Not now" goes home.
 */
export function guardRoute(
  session: GuardedSession,
  route: RouteDeclaration | null,
  location: GuardedLocation = { pathname: '/', search: '' },
): RouteDecision {
  if (session.memId && !session.isAnswer && !route?.beforeFaq)
    return { kind: 'redirect', to: href('faq') };
  const access = route?.access ?? 'anyone';
  if (access === 'anyone') return allow;
  if (access === 'signedOut')
    return session.status === 'none' ? allow : { kind: 'redirect', to: href('home') };
  if (access === 'notMember')
    return session.status === 'member'
      ? { kind: 'redirect', to: nextPageOf(location.search) ?? href('home') }
      : allow;
  if (session.status === 'none')
    return {
      kind: 'redirect',
      to: withQuery(href('login'), { next: `${location.pathname}${location.search}` }),
    };
  if (access === 'member' && session.status === 'guest')
    return { kind: 'offer', reason: 'GUEST_RESTRICTED', declineTo: href('home') };
  return allow;
}
