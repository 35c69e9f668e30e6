import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { AUTH_THROTTLE } from './throttle';
import { createMember } from '../testing/accountWalletKit';

/** Password checks of signed-in members are limited per member and per address. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A login password that also meets the withdrawal-password rules. */
const PASSWORD = 'Greener#2026x';

/**
 * Choosing the login password as the withdrawal password: refused after a hash every time,
 * and never counted towards a lock, so only the limit can stop it.
 */
const setSameAsLogin = (token: string, on: TestServer = server) =>
  on.call(
    'POST',
    '/member/withdrawalpassword',
    { password: PASSWORD, confirmPassword: PASSWORD },
    { token },
  );

// Each test hashes several passwords: slow on purpose, and slower on a busy machine.
describe('password checks of signed-in members', { timeout: 120_000 }, () => {
  it('are refused past the limit per member, before any hashing, until the window passes', async () => {
    const { limit, windowMs } = AUTH_THROTTLE.passwordMember;
    // A fresh window for each member of this test.
    server.advance(windowMs);
    const first = await createMember(server, { password: PASSWORD });
    const replies = [];
    for (let i = 0; i < limit + 2; i += 1) replies.push((await setSameAsLogin(first.token)).msg);
    expect(replies.slice(limit)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    expect(replies.slice(0, limit)).toEqual(
      Array.from({ length: limit }, () => 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN'),
    );
  });

  it('are limited per address across members', async () => {
    // The per-address limit is larger than one member's; a small one here keeps the hashing short.
    const limit = 3;
    const windowMs = 60_000;
    const office = await startTestServer({
      throttle: { passwordAddress: { limit, windowMs } },
    });
    try {
      const members = [];
      for (let i = 0; i <= limit; i += 1)
        members.push(await createMember(office, { password: PASSWORD }));
      const replies = [];
      for (const member of members) replies.push((await setSameAsLogin(member.token, office)).msg);
      expect(replies).toEqual([
        ...Array.from({ length: limit }, () => 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN'),
        'TOO_MANY_REQUESTS',
      ]);
      office.advance(windowMs);
      expect((await setSameAsLogin(members[0]?.token ?? '', office)).msg).toBe(
        'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
      );
    } finally {
      await office.close();
    }
  });
});
