import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { AUTH_THROTTLE } from '../auth/throttle';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let attempts = 0;
/** A wrong password, each for another address (one address locks at its fifth). */
const attempt = () =>
  server.call('POST', '/login/login', {
    visitorType: 'personal',
    email: `nobody${(attempts += 1)}@green.sg`,
    password: 'Wrong2026x',
    agreed: true,
  });

describe('sign-in throttling per client address', () => {
  it('refuses password attempts beyond the limit until the window passes', async () => {
    for (let i = 0; i < AUTH_THROTTLE.login.limit; i += 1)
      expect((await attempt()).msg).toBe('LOGIN_PASSWORD_ATTEMPTS_LEFT');
    expect(await attempt()).toMatchObject({ code: 1, msg: 'TOO_MANY_REQUESTS' });
    server.advance(AUTH_THROTTLE.login.windowMs);
    expect((await attempt()).msg).toBe('LOGIN_PASSWORD_ATTEMPTS_LEFT');
  });

  it('limits verification codes separately', async () => {
    for (let i = 0; i < AUTH_THROTTLE.code.limit; i += 1) {
      const reply = await server.call('POST', '/login/sendcode', {
        email: `someone${i}@green.sg`,
        purpose: 'register',
      });
      expect(reply.code).toBe(0);
    }
    expect(
      await server.call('POST', '/login/sendcode', { email: 'late@green.sg', purpose: 'register' }),
    ).toMatchObject({ code: 1, msg: 'TOO_MANY_REQUESTS' });
  });
});
