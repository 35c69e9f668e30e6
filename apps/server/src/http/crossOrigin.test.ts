import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, GENERIC_ERRORS } from '@carbonmarket/domain/contract';
import { createMember } from '../testing/accountWalletKit';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

/** The app's second home, allowed by CORS_ORIGINS. */
const APP_ORIGIN = 'https://app.example.sg';
/** A page on another site, not on the list. */
const FOREIGN_ORIGIN = 'https://evil.example.com';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { corsOrigins: [APP_ORIGIN, 'http://localhost:5173'] });
  await createMember(server); // the one password hash of the file (slow on purpose)
}, 60_000);
afterAll(() => server.close());

const api = (apiPath: string) => `${server.base}/h5/api${apiPath}`;

/** A browser's preflight before a JSON call with the headers the app sends. */
const preflight = (origin: string, apiPath = '/login/sendcode', method = 'POST') =>
  fetch(api(apiPath), {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers':
        'authorization,cache-control,content-type,expires,idempotency-key,pragma',
    },
  });

const listed = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
    .sort();

describe('an origin on CORS_ORIGINS', () => {
  it('passes the preflight with the methods and the headers the app sends, and no more', async () => {
    const res = await preflight(APP_ORIGIN);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(listed(res.headers.get('access-control-allow-methods'))).toEqual(
      ['DELETE', 'GET', 'HEAD', 'POST', 'PUT'].map((m) => m.toLowerCase()),
    );
    expect(listed(res.headers.get('access-control-allow-headers'))).toEqual([
      'authorization',
      'cache-control',
      'content-type',
      'expires',
      'idempotency-key',
      'pragma',
    ]);
    // Bearer tokens, not cookies: credentials are never allowed.
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary') ?? '').toMatch(/origin/i);
    expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('reads the reply of a call: the origin is named, the envelope is the usual one', async () => {
    const res = await fetch(api('/login/baseconfig'), { headers: { origin: APP_ORIGIN } });
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await res.json()).toMatchObject({ code: 0 });

    const member = await createMember(server);
    const profile = await server.callRaw(
      'GET',
      '/member/profile',
      {},
      { token: member.token, headers: { origin: 'http://localhost:5173' } },
    );
    expect(profile.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(await profile.json()).toMatchObject({ code: 0 });
  });

  it('never gets CORS headers outside the API', async () => {
    const res = await fetch(`${server.base}/pages/index/index`, {
      headers: { origin: APP_ORIGIN, accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('a foreign origin', () => {
  it('gets no CORS headers on the preflight and is refused with ORIGIN_NOT_ALLOWED', async () => {
    const res = await preflight(FOREIGN_ORIGIN);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ code: 1, msg: 'ORIGIN_NOT_ALLOWED', data: null });
  });

  it('is refused before anything happens: no code is sent, no session is read', async () => {
    const email = 'foreign.page@green.sg';
    const sent = await server.callRaw(
      'POST',
      '/login/sendcode',
      { email, purpose: 'register' },
      { headers: { origin: FOREIGN_ORIGIN } },
    );
    expect(sent.status).toBe(200);
    expect(sent.headers.get('access-control-allow-origin')).toBeNull();
    expect(await sent.json()).toMatchObject({ code: 1, msg: 'ORIGIN_NOT_ALLOWED' });
    expect(server.codes.filter((c) => c.email === email)).toEqual([]);

    const member = await createMember(server);
    for (const origin of [FOREIGN_ORIGIN, 'null', 'https://app.example.sg.evil.com', 'not a url']) {
      const res = await server.callRaw(
        'GET',
        '/member/profile',
        {},
        { token: member.token, headers: { origin } },
      );
      expect(await res.json(), origin).toMatchObject({ code: 1, msg: 'ORIGIN_NOT_ALLOWED' });
    }
  });

  it('is refused by every endpoint of the contract, which lists the code as a generic one', async () => {
    expect(GENERIC_ERRORS).toContain('ORIGIN_NOT_ALLOWED');
    const member = await createMember(server);
    for (const endpoint of ENDPOINTS) {
      const res = await fetch(api(endpoint.path.replace(/:\w+/g, '1')), {
        method: endpoint.method,
        headers: {
          origin: FOREIGN_ORIGIN,
          authorization: `Bearer ${member.token}`,
          'content-type': 'application/json',
        },
        ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { body: '{}' }),
      });
      expect(await res.json(), endpoint.name).toMatchObject({ code: 1, msg: 'ORIGIN_NOT_ALLOWED' });
    }
  });

  it('is refused on an unknown API path and on an upload alike', async () => {
    const missing = await fetch(api('/nothing'), { headers: { origin: FOREIGN_ORIGIN } });
    expect(await missing.json()).toMatchObject({ code: 1, msg: 'ORIGIN_NOT_ALLOWED' });
    const member = await createMember(server);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('x')], { type: 'image/png' }), 'a.png');
    const upload = await fetch(api('/member/avatar'), {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, origin: FOREIGN_ORIGIN },
      body: form,
    });
    expect(await upload.json()).toMatchObject({ code: 1, msg: 'ORIGIN_NOT_ALLOWED' });
  });
});

describe('the server’s own origin and callers without one', () => {
  it('are served as always, with no CORS headers needed', async () => {
    const own = server.base; // http://127.0.0.1:<port>, as a browser on this server sends it
    const member = await createMember(server);
    const same = await server.callRaw(
      'GET',
      '/member/profile',
      {},
      { token: member.token, headers: { origin: own } },
    );
    expect(await same.json()).toMatchObject({ code: 0 });
    const noOrigin = await server.callRaw('GET', '/member/profile', {}, { token: member.token });
    expect(await noOrigin.json()).toMatchObject({ code: 0 });
  });
});

describe('a server without CORS_ORIGINS', () => {
  it('refuses every foreign origin and still serves its own', async () => {
    const lone = await startTestServer();
    try {
      const preflightRes = await fetch(`${lone.base}/h5/api/login/sendcode`, {
        method: 'OPTIONS',
        headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST' },
      });
      expect(preflightRes.headers.get('access-control-allow-origin')).toBeNull();
      const foreign = await fetch(`${lone.base}/h5/api/login/baseconfig`, {
        headers: { origin: APP_ORIGIN },
      });
      expect(await foreign.json()).toMatchObject({ code: 1, msg: 'ORIGIN_NOT_ALLOWED' });
      const own = await fetch(`${lone.base}/h5/api/login/baseconfig`, {
        headers: { origin: lone.base },
      });
      expect(await own.json()).toMatchObject({ code: 0 });
    } finally {
      await lone.close();
    }
  });
});
