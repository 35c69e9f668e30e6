import { describe, expect, it } from 'vitest';
import { href } from './href';
import { parseQuery, routeNameOf } from './routes';
import { paths } from './paths';

describe('href', () => {
  it('is the bare path for a route without parameters', () => {
    expect(href('home')).toBe(paths.home);
    expect(href('login', {})).toBe(paths.login);
    expect(href('login', { email: undefined })).toBe(paths.login);
  });

  it('adds the parameters, encoded with URLSearchParams', () => {
    expect(href('project', { id: 12 })).toBe('/pages/project/project?id=12');
    expect(href('forgotPassword', { email: 'mei.lin+1@example.com' })).toBe(
      '/pages/login/forgot?email=mei.lin%2B1%40example.com',
    );
    expect(href('register', { code: 'A B&C' })).toBe('/pages/register/index?code=A+B%26C');
  });

  it('builds addresses that the route parses back to the same values', () => {
    const address = new URL(href('forgotPassword', { email: 'a&b=c@example.com' }), 'http://x');
    expect(routeNameOf(address.pathname)).toBe('forgotPassword');
    expect(parseQuery('forgotPassword', address.searchParams)).toEqual({
      email: 'a&b=c@example.com',
    });
  });

  it('asks for the parameters a route requires and refuses names it does not read', () => {
    // @ts-expect-error: a project page needs its id
    expect(() => href('project')).not.toThrow();
    // @ts-expect-error: the login page reads no `id`
    expect(href('login', { id: 1 })).toBe('/pages/login/index?id=1');
    // @ts-expect-error: an order status the orders page does not know
    expect(href('orders', { status: 'shipped' })).toBe('/pages/profile/order?status=shipped');
  });
});
