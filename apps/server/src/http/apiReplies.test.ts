import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PASSWORD, createMember } from '../testing/accountWalletKit';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = (apiPath: string) => `${server.base}/h5/api${apiPath}`;

describe('every /h5/api reply is kept out of caches', () => {
  it('says no-store on a success, the login reply, a refusal and a session that ended', async () => {
    const member = await createMember(server);
    const replies = {
      'base config': await fetch(api('/login/baseconfig')),
      login: await server.callRaw('POST', '/login/login', {
        visitorType: 'personal',
        email: member.email,
        password: LOGIN_PASSWORD,
        agreed: true,
      }),
      'wrong password': await server.callRaw('POST', '/login/login', {
        visitorType: 'personal',
        email: member.email,
        password: 'Wrong2026x',
        agreed: true,
      }),
      'no session': await server.callRaw('GET', '/member/profile'),
      profile: await server.callRaw('GET', '/member/profile', {}, { token: member.token }),
      'admin refused': await server.callRaw('GET', '/admin/topups'),
      'malformed JSON': await fetch(api('/login/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      }),
      'upload refused': await fetch(api('/member/avatar'), {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'text/plain' },
        body: 'hello',
      }),
    };
    const login = (await replies.login.clone().json()) as { code: number };
    expect(login.code).toBe(0);
    for (const [what, res] of Object.entries(replies)) {
      expect(res.status, what).toBe(200);
      expect(res.headers.get('cache-control'), what).toBe('no-store');
    }
  }, 30_000); // three scrypt hashes (a member, a login, a wrong password): slow on purpose

  it('says no-store on an idempotent replay too', async () => {
    const member = await createMember(server);
    const body = { amount: '100' };
    const first = await server.callRaw('POST', '/wallet/topup', body, {
      token: member.token,
      key: 'replay-key-0001',
    });
    const again = await server.callRaw('POST', '/wallet/topup', body, {
      token: member.token,
      key: 'replay-key-0001',
    });
    expect(await again.text()).toBe(await first.text());
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(again.headers.get('cache-control')).toBe('no-store');
  });
});

describe('an unknown /h5/api path', () => {
  it('answers the NOT_FOUND envelope over HTTP 200 for every method, kept out of caches', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      for (const apiPath of ['/nothing', '/login/nothing/deeper', '/']) {
        const res = await fetch(api(apiPath), {
          method,
          headers: { accept: 'text/html,application/json' },
        });
        const what = `${method} ${apiPath}`;
        expect(res.status, what).toBe(200);
        expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
        expect(res.headers.get('cache-control'), what).toBe('no-store');
        expect(await res.json(), what).toMatchObject({ code: 1, msg: 'NOT_FOUND', data: null });
      }
    }
    const bare = await fetch(`${server.base}/h5/api`);
    expect(await bare.json()).toMatchObject({ code: 1, msg: 'NOT_FOUND' });
  });

  it('never quotes the address it was asked for (a token in the query stays unsaid)', async () => {
    const res = await fetch(api('/nothing?token=secret-token-value'), { method: 'POST' });
    expect(await res.text()).not.toContain('secret-token-value');
  });

  it('leaves the app its history-mode routes and other paths their plain 404', async () => {
    const shell = await fetch(`${server.base}/pages/index/index`, {
      headers: { accept: 'text/html' },
    });
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<title>Carbon Market</title>');
    const missing = await fetch(`${server.base}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).not.toBe('no-store');
    const posted = await fetch(`${server.base}/pages/nothing?token=secret-token-value`, {
      method: 'POST',
    });
    expect(posted.status).toBe(404);
    expect(await posted.text()).not.toContain('secret-token-value');
  });
});
