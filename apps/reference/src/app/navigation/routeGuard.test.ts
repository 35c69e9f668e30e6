import { describe, expect, it } from 'vitest';
import { guardRoute } from './routeGuard';
import type { GuardedSession } from './routeGuard';
import { pathOf, routeAt } from '../../shared/routing/routeRegistry';
import { routeList } from '../routes/routeTree';
import { href } from '../../shared/routing/href';

const signedOut: GuardedSession = { status: 'none', memId: 0, isAnswer: true };
const guest: GuardedSession = { status: 'guest', memId: 77, isAnswer: true };
const member: GuardedSession = { status: 'member', memId: 7, isAnswer: true };
const unanswered: GuardedSession = { status: 'member', memId: 7, isAnswer: false };

const at = (session: GuardedSession, address: string) => {
  const [pathname = '', query] = address.split('?');
  return guardRoute(session, routeAt(pathname), {
    pathname,
    search: query === undefined ? '' : `?${query}`,
  });
};

describe('the route guard: FAQ rule', () => {
  it('sends a member who has not answered to the FAQ (the redirect replaces the entry)', () => {
    expect(at(unanswered, href('orders'))).toEqual({ kind: 'redirect', to: href('faq') });
    expect(at(unanswered, href('home'))).toEqual({ kind: 'redirect', to: href('faq') });
    expect(at(unanswered, '/pages/nowhere')).toEqual({ kind: 'redirect', to: href('faq') });
  });

  it('exempts the FAQ, login and register pages (with a trailing slash or other case)', () => {
    expect(at(unanswered, href('faq'))).toEqual({ kind: 'allow' });
    expect(at({ ...guest, isAnswer: false }, '/pages/LOGIN/index')).toEqual({ kind: 'allow' });
    // A member is taken from the ways in; Home then sends them on to the FAQ.
    for (const path of [href('login'), '/pages/register/index/', '/pages/LOGIN/index'])
      expect(at(unanswered, path), path).toEqual({ kind: 'redirect', to: href('home') });
  });

  it('leaves members who answered and visitors without mem_id alone', () => {
    expect(at(member, href('home'))).toEqual({ kind: 'allow' });
    expect(at(signedOut, href('home'))).toEqual({ kind: 'allow' });
  });

  it('comes before access: a guest who has not answered goes to the FAQ, not the offer', () => {
    expect(at({ ...guest, isAnswer: false }, href('orders'))).toEqual({
      kind: 'redirect',
      to: href('faq'),
    });
  });
});

describe('the route guard: access', () => {
  it('lets anyone open the routes open to anyone, signed out included', () => {
    // The Profile tab too: it has its own invitation for guests and signed-out visitors.
    for (const path of [href('home'), pathOf('project'), href('profile'), href('settings')])
      for (const session of [signedOut, guest, member])
        expect(at(session, path), path).toEqual({ kind: 'allow' });
  });

  it('shows the start page to a signed-out visitor and takes a signed-in one home', () => {
    for (const path of [href('start'), href('startAlias')]) {
      expect(at(signedOut, path), path).toEqual({ kind: 'allow' });
      for (const session of [guest, member])
        expect(at(session, path), path).toEqual({ kind: 'redirect', to: href('home') });
    }
  });

  it('sends a signed-out visitor from visitor and member routes to login, to come back after', () => {
    for (const path of [href('faq'), href('orders'), href('tons'), pathOf('presale')])
      expect(at(signedOut, path), path).toEqual({
        kind: 'redirect',
        to: href('login', { next: path }),
      });
    expect(at(signedOut, '/pages/profile/order?status=completed')).toEqual({
      kind: 'redirect',
      to: '/pages/login/index?next=%2Fpages%2Fprofile%2Forder%3Fstatus%3Dcompleted',
    });
  });

  it('takes a member from login and register home, or to the page they signed in for', () => {
    for (const path of [href('login'), href('register')]) {
      expect(at(member, path), path).toEqual({ kind: 'redirect', to: href('home') });
      for (const session of [signedOut, guest])
        expect(at(session, path), path).toEqual({ kind: 'allow' });
    }
    expect(at(member, href('login', { next: '/pages/profile/order' }))).toEqual({
      kind: 'redirect',
      to: '/pages/profile/order',
    });
    expect(at(member, '/pages/login/index?next=https%3A%2F%2Fevil.example')).toEqual({
      kind: 'redirect',
      to: href('home'),
    });
  });

  it('shows a guest a member route with the offer to register; "Not now" goes home', () => {
    for (const path of [href('orders'), href('tons'), href('withdraw')])
      expect(at(guest, path), path).toEqual({
        kind: 'offer',
        reason: 'GUEST_RESTRICTED',
        declineTo: href('home'),
      });
    expect(at(guest, href('faq'))).toEqual({ kind: 'allow' });
  });

  it('lets a member open every route but the ways in', () => {
    const waysIn = ['start', 'startAlias', 'login', 'register'];
    for (const path of routeList
      .filter((route) => !waysIn.includes(route.name))
      .map((route) => route.path))
      expect(at(member, path), path).toEqual({ kind: 'allow' });
  });

  it('leaves an unknown address to the not-found page', () => {
    for (const session of [signedOut, guest, member])
      expect(at(session, '/pages/nowhere')).toEqual({ kind: 'allow' });
  });
});
