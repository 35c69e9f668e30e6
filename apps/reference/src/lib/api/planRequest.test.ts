import { describe, expect, it } from 'vitest';
import { planRequest } from './planRequest';

const context = {
  origin: 'https://api.example.com/',
  token: 'tok',
  lang: 'en',
  version: 3,
  now: new Date(1_700_000_000_000),
};

describe('planRequest', () => {
  it('fills path parameters and keeps them in the payload', () => {
    const planned = planRequest({ method: 'GET', path: '/news/:id' }, { id: 'a b' }, context);
    expect(planned.url).toBe(
      'https://api.example.com/h5/api/news/a%20b?id=a+b&lang=en&t=1700000000000&v=3',
    );
  });

  it('refuses a call whose path parameter is missing', () => {
    expect(() => planRequest({ method: 'GET', path: '/news/:id' }, {}, context)).toThrow(/id/);
  });

  it('leaves out empty values from query strings and sends nested values as JSON', () => {
    const planned = planRequest(
      { method: 'GET', path: '/orders' },
      { status: undefined, filter: { a: 1 }, page: 2 },
      { ...context, version: '' },
    );
    expect(planned.url).toBe(
      'https://api.example.com/h5/api/orders?filter=%7B%22a%22%3A1%7D&page=2&lang=en&t=1700000000000&v=',
    );
  });

  it('sets the idempotency key header only when given', () => {
    const withKey = planRequest(
      { method: 'POST', path: '/x' },
      {},
      { ...context, idempotencyKey: 'k' },
    );
    const without = planRequest({ method: 'POST', path: '/x' }, {}, context);
    expect(withKey.headers['idempotency-key']).toBe('k');
    expect(without.headers).not.toHaveProperty('idempotency-key');
  });

  it('sends PUT bodies as JSON', () => {
    const planned = planRequest({ method: 'PUT', path: '/profile' }, { name: 'Ann' }, context);
    expect(planned.method).toBe('PUT');
    expect(JSON.parse(planned.body ?? '')).toEqual({
      name: 'Ann',
      lang: 'en',
      t: 1_700_000_000_000,
      v: 3,
    });
  });
});
