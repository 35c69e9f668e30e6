// Finding 3 of the second security probe: eight parallel withdrawals, seven with wrong passwords
// and the right one seventh, ended with the account locked and the money frozen, but the right
// password had set the count of wrong ones back to 0; a sign-in password reset then lifted the
// lock while the money stayed frozen. The withdrawal lock is now its own state, decided one
// attempt at a time per member, and only the operator lifts it, with the money, in one step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PASSWORD_ATTEMPTS } from '@carbonmarket/domain';
import { startTestServer, UNLIMITED_PASSWORD_CHECKS } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { WITHDRAWAL_PASSWORD, prepareMember, walletCents } from '../testing/accountWalletKit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    throttle: { ...UNLIMITED_PASSWORD_CHECKS, account: { limit: 1_000, windowMs: 60_000 } },
  });
});
afterAll(() => server.close());

const FUNDS = 50_000n;

const state = async (memberId: number) => {
  const row = await server.sql.get<{
    locked: number;
    sign_in_locked: number;
    failed_withdrawal_passwords: number;
  }>(
    'SELECT locked, sign_in_locked, failed_withdrawal_passwords FROM members WHERE id = ?',
    memberId,
  );
  if (!row) throw new Error(`no member ${memberId}`);
  return { ...row, ...(await walletCents(server, memberId)) };
};

/** The lock, the count and the frozen money agree: all of it frozen when locked, none when not. */
async function expectAgreement(memberId: number) {
  const now = await state(memberId);
  if (now.locked === 1) {
    expect(now.failed_withdrawal_passwords).toBeGreaterThanOrEqual(MAX_PASSWORD_ATTEMPTS);
    expect(now.frozen).toBeGreaterThan(0n);
    expect(now.available).toBe(0n);
  } else {
    expect(now.failed_withdrawal_passwords).toBeLessThan(MAX_PASSWORD_ATTEMPTS);
    expect(now.frozen).toBe(0n);
  }
  return now;
}

const withdraw = (token: string, password: string) =>
  server.call('POST', '/wallet/withdraw', { amount: '100', password }, { token, key: true });

describe('the withdrawal lock', () => {
  it('keeps the lock, the count and the frozen money in agreement under parallel attempts, round after round', async () => {
    const { memberId, token } = await prepareMember(server, { cents: FUNDS });
    for (const right of [5, 6, 7, 7]) {
      // Eight at once; the right password after the fifth wrong one, if they arrive in order.
      const replies = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          withdraw(token, i === right ? WITHDRAWAL_PASSWORD : `Wrong#${right}${i}x`),
        ),
      );
      const after = await expectAgreement(memberId);
      // The lock is told once, by the attempt that set it; later ones are refused unchecked.
      const frozenReplies = replies.filter((reply) => reply.msg === 'BALANCE_FROZEN');
      expect(frozenReplies).toHaveLength(after.locked);
      // The operator lifts the lock and returns the money in one step.
      expect(
        (
          await server.call(
            'POST',
            '/admin/member/unlock',
            { memberId, reason: 'Identity confirmed by phone' },
            { admin: true },
          )
        ).code,
      ).toBe(0);
      expect(await expectAgreement(memberId)).toMatchObject({
        locked: 0,
        failed_withdrawal_passwords: 0,
      });
    }
  }, 120_000);

  it('is not lifted by a sign-in password reset: only the operator lifts it, with the money', async () => {
    const { memberId, token, email } = await prepareMember(server, { cents: FUNDS });
    for (let i = 0; i < MAX_PASSWORD_ATTEMPTS; i += 1) await withdraw(token, `Wrong#${i}yy`);
    expect(await state(memberId)).toMatchObject({ locked: 1, available: 0n, frozen: FUNDS });
    // The right password, late: the lock ended the session, and the count of wrong ones stays.
    expect((await withdraw(token, WITHDRAWAL_PASSWORD)).msg).toBe('SESSION_EXPIRED');
    await expectAgreement(memberId);

    expect(
      (await server.call('POST', '/login/sendcode', { email, purpose: 'reset_password' })).code,
    ).toBe(0);
    const code = server.codes.filter((c) => c.email === email).at(-1)?.code ?? '';
    const reset = await server.call('POST', '/login/forgot', {
      email,
      code,
      password: 'Newer2026ab',
      confirmPassword: 'Newer2026ab',
    });
    expect(reset.code).toBe(0);
    expect(await state(memberId)).toMatchObject({ locked: 1, available: 0n, frozen: FUNDS });
    await expectAgreement(memberId);
  });
});
