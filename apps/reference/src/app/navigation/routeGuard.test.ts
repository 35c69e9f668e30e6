import { describe, expect, it } from 'vitest';
import { guardRoute } from './routeGuard';
import type { GuardedSession } from './routeGuard';
import { paths } from '../../shared/routing/paths';
import { routeNameOf } from '../../shared/routing/routes';

const signedOut: GuardedSession = { status: 'none', memId: 0, isAnswer: true };
const guest: GuardedSession = { status: 'guest', memId: 77, isAnswer: true };
const member: GuardedSession = { status: 'member', memId: 7, isAnswer: true };
const unanswered: GuardedSession = { status: 'member', memId: 7, isAnswer: false };

const at = (session: GuardedSession, path: string) => guardRoute(session, routeNameOf(path));

describe('the route guard: FAQ rule', () => {
  it('sends a member who has not answered to the FAQ (the redirect replaces the entry)', () => {
    expect(at(unanswered, paths.orders)).toEqual({ kind: 'redirect', to: paths.faq });
    expect(at(unanswered, paths.home)).toEqual({ kind: 'redirect', to: paths.faq });
    expect(at(unanswered, '/pages/nowhere')).toEqual({ kind: 'redirect', to: paths.faq });
  });

  it('leaves the FAQ, login and register pages alone (with a trailing slash or other case)', () => {
    for (const path of [paths.faq, paths.login, '/pages/register/index/', '/pages/LOGIN/index'])
      expect(at(unanswered, path), path).toEqual({ kind: 'allow' });
  });

  it('leaves members who answered and visitors without mem_id alone', () => {
    expect(at(member, paths.home)).toEqual({ kind: 'allow' });
    expect(at(signedOut, paths.home)).toEqual({ kind: 'allow' });
  });

  it('comes before access: a guest who has not answered goes to the FAQ, not the offer', () => {
    expect(at({ ...guest, isAnswer: false }, paths.orders)).toEqual({
      kind: 'redirect',
      to: paths.faq,
    });
  });
});

describe('the route guard: access', () => {
  it('lets anyone open the routes open to anyone, signed out included', () => {
    // The Profile tab too: it has its own invitation for guests and signed-out visitors.
    for (const path of [paths.home, paths.project, paths.profile, paths.settings, paths.login])
      for (const session of [signedOut, guest, member])
        expect(at(session, path), path).toEqual({ kind: 'allow' });
  });

  it('shows the start page to a signed-out visitor and takes a signed-in one home', () => {
    for (const path of [paths.start, paths.startAlias]) {
      expect(at(signedOut, path), path).toEqual({ kind: 'allow' });
      for (const session of [guest, member])
        expect(at(session, path), path).toEqual({ kind: 'redirect', to: paths.home });
    }
  });

  it('sends a signed-out visitor from visitor and member routes to login', () => {
    for (const path of [paths.faq, paths.orders, paths.tons, paths.presale])
      expect(at(signedOut, path), path).toEqual({ kind: 'redirect', to: paths.login });
  });

  it('shows a guest a member route with the offer to register; "Not now" goes home', () => {
    for (const path of [paths.orders, paths.tons, paths.withdraw])
      expect(at(guest, path), path).toEqual({
        kind: 'offer',
        reason: 'GUEST_RESTRICTED',
        declineTo: paths.home,
      });
    expect(at(guest, paths.faq)).toEqual({ kind: 'allow' });
  });

  it('lets a member open every route but the way in', () => {
    for (const path of Object.values(paths).filter(
      (path) => path !== paths.start && path !== paths.startAlias,
    ))
      expect(at(member, path), path).toEqual({ kind: 'allow' });
  });

  it('leaves an unknown address to the not-found page', () => {
    for (const session of [signedOut, guest, member])
      expect(at(session, '/pages/nowhere')).toEqual({ kind: 'allow' });
  });
});
