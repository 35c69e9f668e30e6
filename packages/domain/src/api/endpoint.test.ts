import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

describe('defineEndpoint', () => {
  it('builds neither schema when the endpoint is declared, and each once, when first read', () => {
    const built: string[] = [];
    const ping = defineEndpoint({
      name: 'test.ping',
      method: 'GET',
      path: '/test/ping',
      access: 'public',
      request: () => {
        built.push('request');
        return z.object({ q: z.string() });
      },
      response: () => {
        built.push('response');
        return z.object({ pong: z.boolean() });
      },
      summary: 'Answers.',
    });
    expect(built).toEqual([]);
    expect(ping.response.parse({ pong: true })).toEqual({ pong: true });
    expect(built).toEqual(['response']);
    expect(ping.request).toBe(ping.request);
    expect(ping.response).toBe(ping.response);
    expect(built).toEqual(['response', 'request']);
  });

  it('keeps the declared facts and fills the defaults', () => {
    const ping = defineEndpoint({
      name: 'test.ping',
      method: 'GET',
      path: '/test/ping',
      access: 'member',
      request: () => z.object({}),
      response: () => z.object({}),
      summary: 'Answers.',
    });
    expect(ping).toMatchObject({
      name: 'test.ping',
      method: 'GET',
      path: '/test/ping',
      access: 'member',
      errors: [],
      moneyMoving: false,
    });
  });
});
