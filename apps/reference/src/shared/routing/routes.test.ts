import { describe, expect, it } from 'vitest';
import { FAQ_EXEMPT_PATHS } from '@carbonmarket/domain';
import { parseQuery, routeNameOf, routes } from './routes';
import type { RouteName } from './routes';
import { paths } from './paths';

const search = (query: string) => new URLSearchParams(query);
const names = Object.keys(routes) as RouteName[];

describe('route definitions', () => {
  it('define every path of the table, in its order, with its exact path', () => {
    expect(names).toEqual(Object.keys(paths));
    for (const name of names) expect(routes[name].path).toBe(paths[name]);
  });

  it('let a member who has not answered the FAQ stay on the pages the FAQ rule exempts', () => {
    const beforeFaq = names.filter((name) => 'beforeFaq' in routes[name]);
    expect(beforeFaq.map((name) => routes[name].path).sort()).toEqual([...FAQ_EXEMPT_PATHS].sort());
  });

  it('close the account area and money pages to guests, and leave browsing open', () => {
    const by = (access: string) => names.filter((name) => routes[name].access === access);
    expect(by('visitor')).toEqual(['faq']);
    expect(by('member')).toEqual([
      'footprintResult',
      'withdrawalPassword',
      'bankCard',
      'orders',
      'tons',
      'fundRecords',
      'apply',
      'withdraw',
      'loginPassword',
      'profileEdit',
      'avatarCropper',
      'projectDetail',
      'presale',
      'sell',
    ]);
    // The Profile tab is a hub with its own invitation for guests and signed-out visitors.
    for (const name of [
      'home',
      'projects',
      'project',
      'news',
      'newsDetail',
      'about',
      'settings',
      'profile',
    ])
      expect(routes[name as RouteName].access).toBe('anyone');
  });
});

describe('routeNameOf', () => {
  it('finds a route by its path, a trailing slash and letter case ignored', () => {
    expect(routeNameOf('/')).toBe('start');
    expect(routeNameOf('/pages/project/project')).toBe('project');
    expect(routeNameOf('/pages/Register/index/')).toBe('register');
    expect(routeNameOf('/pages/nowhere')).toBeNull();
  });
});

describe('parseQuery', () => {
  it('gives the parameters a page reads, typed', () => {
    expect(parseQuery('project', search('id=12'))).toEqual({ id: 12 });
    expect(parseQuery('forgotPassword', search('email=mei.lin%40example.com'))).toEqual({
      email: 'mei.lin@example.com',
    });
    expect(parseQuery('register', search('code=AB12CD'))).toEqual({ code: 'AB12CD' });
    expect(parseQuery('orders', search('status=pending_final_payment'))).toEqual({
      status: 'pending_final_payment',
    });
    expect(parseQuery('orders', search('status=completed&id=731'))).toEqual({
      status: 'completed',
      id: 731,
    });
  });

  it('reads which credits a sale is of, normal when the address does not say', () => {
    expect(parseQuery('sell', search('id=4&kind=presale'))).toEqual({ id: 4, kind: 'presale' });
    expect(parseQuery('sell', search('id=4'))).toEqual({ id: 4, kind: 'normal' });
    expect(parseQuery('sell', search('kind=normal'))).toBeNull();
    expect(parseQuery('sell', search('id=4&kind=retired'))).toBeNull();
  });

  it('leaves optional parameters out when the address has none', () => {
    expect(parseQuery('login', search(''))).toEqual({});
    expect(parseQuery('orders', search(''))).toEqual({});
    expect(parseQuery('home', search(''))).toEqual({});
  });

  it('ignores parameters a page does not read, and keeps the last of a repeated one', () => {
    expect(parseQuery('home', search('from=share&utm=x'))).toEqual({});
    expect(parseQuery('project', search('id=3&from=home'))).toEqual({ id: 3 });
    expect(parseQuery('newsDetail', search('id=1&id=7'))).toEqual({ id: 7 });
  });

  it('refuses a missing or malformed required value and an unknown choice (not found)', () => {
    for (const query of ['', 'id=abc', 'id=0', 'id=-1', 'id=1.5', 'id=', 'id=1e3'])
      expect(parseQuery('project', search(query)), query).toBeNull();
    expect(parseQuery('orders', search('status=shipped'))).toBeNull();
    expect(parseQuery('orders', search('id=abc'))).toBeNull();
  });
});
