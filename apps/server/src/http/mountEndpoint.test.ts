import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { money } from '@carbonmarket/domain';
import { defineEndpoint, replySchema } from '@carbonmarket/domain/contract';
import { authentication } from './authentication';
import { mountEndpoint } from './mountEndpoint';
import { ApiError } from '../apiError';
import { SerializedData } from './serializedData';

const now = new Date('2026-11-20T02:00:00.000Z');
const quote = defineEndpoint({
  name: 'test.quote',
  method: 'POST',
  path: '/test/quote',
  access: 'public',
  request: () =>
    z.object(
      {
        tons: z.string({ error: 'QUANTITY_INVALID' }).regex(/^\d+$/, { error: 'QUANTITY_INVALID' }),
      },
      { error: 'OPERATION_FAILED' },
    ),
  response: () => z.object({ total: z.string() }),
  summary: 'A test endpoint that prices tons at 12.34 each.',
});
const lookup = defineEndpoint({
  name: 'test.lookup',
  method: 'GET',
  path: '/test/lookup',
  access: 'public',
  request: () => z.object({ q: z.string({ error: 'REQUIRED' }) }),
  response: () => z.object({ q: z.string() }),
  summary: 'Echoes a query parameter back.',
});

const kept = defineEndpoint({
  ...lookup,
  request: () => lookup.request,
  response: () => lookup.response,
  name: 'test.kept',
  path: '/test/kept',
  summary: 'Echoes a query parameter back from JSON text made before.',
});

describe('mountEndpoint', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = Fastify();
    await app.register(authentication, { clock: () => now });
    mountEndpoint(
      app,
      quote,
      ({ tons }) => {
        if (tons === '0') throw new ApiError('QUANTITY_BELOW_MINIMUM');
        if (tons === '13') throw new Error('unexpected');
        return { total: money('12.34').decimal.times(tons).toFixed(2) };
      },
      { clock: () => now },
    );
    mountEndpoint(app, lookup, ({ q }) => ({ q }), { clock: () => now });
    mountEndpoint(app, kept, ({ q }) => new SerializedData<{ q: string }>(JSON.stringify({ q })), {
      clock: () => now,
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const post = (body: string) =>
    fetch(`${base}/h5/api/test/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('wraps success in the envelope with the server time', async () => {
    const res = await post(JSON.stringify({ tons: '3', lang: 'en', t: 1, v: '1.0.0' }));
    expect(res.status).toBe(200);
    expect(replySchema(quote.response).parse(await res.json())).toEqual({
      code: 0,
      msg: '',
      data: { total: '37.02' },
      wait: 3,
      time: now.toISOString(),
    });
  });

  it('answers schema failures with the catalogue code per field, HTTP 200', async () => {
    for (const body of [
      JSON.stringify({ tons: 'x' }),
      JSON.stringify({ tons: 3 }),
      JSON.stringify({}),
    ]) {
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        code: 1,
        msg: 'QUANTITY_INVALID',
        data: { fields: { tons: 'QUANTITY_INVALID' } },
      });
    }
    expect(await (await post(JSON.stringify([1, 2]))).json()).toMatchObject({
      code: 1,
      msg: 'OPERATION_FAILED',
    });
  });

  it('answers refusals with their catalogue code', async () => {
    expect(await (await post(JSON.stringify({ tons: '0' }))).json()).toMatchObject({
      code: 1,
      msg: 'QUANTITY_BELOW_MINIMUM',
      data: null,
    });
  });

  it('reads GET input from the query', async () => {
    expect(await (await fetch(`${base}/h5/api/test/lookup?q=mangrove`)).json()).toMatchObject({
      code: 0,
      data: { q: 'mangrove' },
    });
    expect(await (await fetch(`${base}/h5/api/test/lookup`)).json()).toMatchObject({
      code: 1,
      msg: 'REQUIRED',
    });
  });

  it('sends data that is JSON text already in the same envelope, character for character', async () => {
    const plain = await (await fetch(`${base}/h5/api/test/lookup?q=blue%20carbon`)).text();
    const text = await (await fetch(`${base}/h5/api/test/kept?q=blue%20carbon`)).text();
    expect(text).toBe(plain);
    expect(JSON.parse(text)).toEqual({
      code: 0,
      msg: '',
      data: { q: 'blue carbon' },
      wait: 3,
      time: now.toISOString(),
    });
  });

  it('does not hide bugs: an unexpected error is a 500', async () => {
    expect((await post(JSON.stringify({ tons: '13' }))).status).toBe(500);
  });
});
