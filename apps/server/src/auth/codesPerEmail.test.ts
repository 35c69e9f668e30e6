// Finding 2 of the second security probe: `sendcode` tells whether an address has an account (the
// catalogue's EMAIL_EXISTS and EMAIL_NOT_REGISTERED), and it was limited per client address only,
// so a few addresses could ask about any one person without end. Codes are now also limited per
// address asked about, from wherever the requests come.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_THROTTLE } from './throttle';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  // As if every request came from another client address: only the per-address limit counts.
  server = await startTestServer({ throttle: { code: { limit: 1_000, windowMs: 60_000 } } });
  await server.registerMember({ email: 'known@green.sg' });
  // The registration's own request for a code is out of the window.
  server.advance(AUTH_THROTTLE.codePerEmail.windowMs);
});
afterAll(() => server.close());

const { limit, windowMs } = AUTH_THROTTLE.codePerEmail;
const ask = async (email: string, purpose: 'register' | 'reset_password') =>
  (await server.call('POST', '/login/sendcode', { email, purpose })).msg;

describe('verification codes per address asked about', () => {
  it(`answers ${limit} requests about one address, then only TOO_MANY_REQUESTS, registered or not`, async () => {
    for (const email of ['known@green.sg', 'unknown@green.sg']) {
      const replies: string[] = [];
      for (let i = 0; i < limit + 2; i += 1) {
        replies.push(await ask(email, i % 2 === 0 ? 'register' : 'reset_password'));
        server.advance(61_000);
      }
      expect(replies.slice(0, limit)).not.toContain('TOO_MANY_REQUESTS');
      expect(replies.slice(limit)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    }
    // Another address is not held up by them.
    expect(
      (
        await server.call('POST', '/login/sendcode', {
          email: 'other@green.sg',
          purpose: 'register',
        })
      ).code,
    ).toBe(0);
  });

  it('answers the address again once its window has passed, and keeps no address in the clear', async () => {
    server.advance(windowMs);
    expect(await ask('unknown@green.sg', 'reset_password')).toBe('EMAIL_NOT_REGISTERED');
    const stored = (
      await server.sql.all<Record<string, unknown>>('SELECT email_hash FROM code_requests')
    ).map((row) => Object.values(row)[0]);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.join(' ')).not.toMatch(/green\.sg/);
  });
});
