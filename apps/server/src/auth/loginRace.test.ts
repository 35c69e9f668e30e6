import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PASSWORD_ATTEMPTS } from '@carbonmarket/domain';
import { startTestServer } from '../testing/testServer';
import type { Envelope, TestServer } from '../testing/testServer';
import { LOGIN_PASSWORD, createMember } from '../testing/accountWalletKit';

/**
 * Sign-in under parallel guessing: the lock check, the password check and the count of wrong
 * guesses are one decision per account, so parallel requests are decided one after another.
 * Whatever order the server takes them in, the replies must tell one consistent story.
 */
const GUESSES = 50;

let server: TestServer;
beforeAll(async () => {
  // The per-address sign-in limit would otherwise refuse most of a burst before the account.
  server = await startTestServer({ throttle: { login: { limit: 10_000, windowMs: 60_000 } } });
});
afterAll(() => server.close());

const signIn = (email: string, password: string) =>
  server.call<{ token?: string; params?: { times?: number } }>('POST', '/login/login', {
    visitorType: 'personal',
    email,
    password,
    agreed: true,
  });

const account = async (memberId: number) =>
  await server.sql.get<{ sign_in_locked: number; failed_logins: number }>(
    'SELECT sign_in_locked, failed_logins FROM members WHERE id = ?',
    memberId,
  );

const liveSessions = async (memberId: number) =>
  (
    await server.sql.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM sessions WHERE member_id = ? AND revoked_at IS NULL',
      memberId,
    )
  )?.n;

/** A burst of wrong guesses with the right password sent `rightAfterMs` after it starts. */
async function burst(rightAfterMs: number) {
  const member = await createMember(server);
  const wrong = Array.from({ length: GUESSES }, (_, i) => signIn(member.email, `Wrong${i}pass1`));
  await new Promise((resolve) => setTimeout(resolve, rightAfterMs));
  const right = await signIn(member.email, LOGIN_PASSWORD);
  return { member, wrong: await Promise.all(wrong), right };
}

const timesOf = (replies: Envelope<{ params?: { times?: number } }>[]) =>
  replies
    .filter((reply) => reply.msg === 'LOGIN_PASSWORD_ATTEMPTS_LEFT')
    .map((reply) => reply.data.params?.times)
    .sort();

describe('parallel wrong guesses and the right password', () => {
  for (const rightAfterMs of [0, 0, 10, 50, 50, 200]) {
    it(`never gives a locked account a token (right password ${rightAfterMs} ms after ${GUESSES} wrong)`, async () => {
      const { member, wrong, right } = await burst(rightAfterMs);
      const all = [...wrong, right];
      const left = timesOf(all);
      const exceeded = all.filter((reply) => reply.msg === 'LOGIN_ATTEMPTS_EXCEEDED').length;
      const state = await account(member.memberId);

      expect(wrong.every((reply) => reply.code !== 0)).toBe(true);
      if (right.code === 0) {
        // Decided before the fifth wrong guess: it cleared the count, then the guesses after it
        // locked sign-in again; the session it opened before the lock stays (ADR 040).
        const before = left.length - (MAX_PASSWORD_ATTEMPTS - 1);
        expect(before).toBeGreaterThanOrEqual(0);
        expect(before).toBeLessThan(MAX_PASSWORD_ATTEMPTS);
        expect(state?.failed_logins).toBe(GUESSES - before);
        expect(exceeded).toBe(GUESSES - before - (MAX_PASSWORD_ATTEMPTS - 1));
        const token = right.data.token ?? '';
        expect((await server.call('GET', '/member/profile', {}, { token })).code).toBe(0);
      } else {
        expect(right.msg).toBe('LOGIN_ATTEMPTS_EXCEEDED');
        expect(left).toEqual([1, 2, 3, 4]);
        // Every guess counts, those refused because the account was already locked too.
        expect(state?.failed_logins).toBe(GUESSES + 1);
        expect(exceeded).toBe(GUESSES + 1 - (MAX_PASSWORD_ATTEMPTS - 1));
      }
      expect(state?.sign_in_locked).toBe(1);
      // No session was opened once locked; those open before (the member's own, and the right
      // password's if it came first) stay open.
      expect(await liveSessions(member.memberId)).toBe(right.code === 0 ? 2 : 1);
    }, 120_000);
  }
});

describe('a locked account', () => {
  it('has no session that works for anything but logging out', async () => {
    const member = await createMember(server);
    // Locked by any path (here straight in the database, with its session left open).
    await server.sql.run('UPDATE members SET locked = 1 WHERE id = ?', member.memberId);
    const { token } = member;
    const info = await server.call('GET', '/member/profile', {}, { token });
    expect(info.code).not.toBe(0);
    expect(['SESSION_EXPIRED', 'LOGIN_ATTEMPTS_EXCEEDED', 'ACCOUNT_LOCKED']).toContain(info.msg);
    expect((await server.call('POST', '/login/logout', {}, { token })).code).toBe(0);
  });

  it('is refused sign-in, locked for sign-in, even with the right password, and the attempt is counted', async () => {
    const member = await createMember(server);
    await server.sql.run('UPDATE members SET sign_in_locked = 1 WHERE id = ?', member.memberId);
    expect((await signIn(member.email, LOGIN_PASSWORD)).msg).toBe('LOGIN_ATTEMPTS_EXCEEDED');
    expect((await account(member.memberId))?.failed_logins).toBe(1);
  });

  it("locked by the operator's rule (wrong withdrawal passwords), tells only the right password so", async () => {
    const member = await createMember(server);
    await server.sql.run('UPDATE members SET locked = 1 WHERE id = ?', member.memberId);
    expect((await signIn(member.email, 'Wrong2026pass')).msg).toBe('LOGIN_PASSWORD_ATTEMPTS_LEFT');
    expect((await signIn(member.email, LOGIN_PASSWORD)).msg).toBe('ACCOUNT_LOCKED');
    expect(await liveSessions(member.memberId)).toBe(1);
  });
});
