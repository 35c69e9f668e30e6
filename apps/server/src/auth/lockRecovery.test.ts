import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PASSWORD_ATTEMPTS } from '@carbonmarket/domain';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { LOGIN_PASSWORD, createMember, prepareMember } from '../testing/accountWalletKit';

/**
 * Five wrong sign-ins lock an account (anyone who knows the email can do it); the member gets
 * back in by resetting the password with an emailed code, with no operator involved.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signIn = (email: string, password: string) =>
  server.call<{ token?: string }>('POST', '/login/login', {
    visitorType: 'personal',
    email,
    password,
    agreed: true,
  });

async function lockOut(email: string) {
  for (let i = 0; i < MAX_PASSWORD_ATTEMPTS; i += 1) await signIn(email, `Stranger${i}guess`);
  expect((await signIn(email, LOGIN_PASSWORD)).msg).toBe('LOGIN_ATTEMPTS_EXCEEDED');
}

async function resetPassword(email: string, password: string) {
  expect(
    (await server.call('POST', '/login/sendcode', { email, purpose: 'reset_password' })).code,
  ).toBe(0);
  const code = server.codes.filter((c) => c.email === email).at(-1)?.code;
  return server.call('POST', '/login/forgot', {
    email,
    code,
    password,
    confirmPassword: password,
  });
}

// Each test hashes several passwords: slow on purpose, and slower on a busy machine.
describe('a member locked out by wrong passwords', { timeout: 120_000 }, () => {
  it('unlocks the account by resetting the password with an emailed code', async () => {
    const member = await createMember(server);
    await lockOut(member.email);
    // Another member's codes and time: the resend limit is per email.
    expect(await resetPassword(member.email, 'Regained2026')).toMatchObject({ code: 0 });
    const reply = await signIn(member.email, 'Regained2026');
    expect(reply.code).toBe(0);
    expect(
      (await server.call('GET', '/member/profile', {}, { token: reply.data.token })).code,
    ).toBe(0);
    // The old password is gone, and a fresh count of attempts starts.
    expect(await signIn(member.email, LOGIN_PASSWORD)).toMatchObject({
      msg: 'LOGIN_PASSWORD_ATTEMPTS_LEFT',
      data: { params: { times: MAX_PASSWORD_ATTEMPTS - 1 } },
    });
  });

  it('keeps a withdrawal-password lock, and its frozen balance, for the operator', async () => {
    const member = await prepareMember(server, { cents: 10_000n });
    for (let i = 0; i < MAX_PASSWORD_ATTEMPTS; i += 1)
      await server.call(
        'PUT',
        '/member/withdrawalpassword',
        {
          oldPassword: `Wrong#${i}pass2026`,
          password: 'Another#2026x',
          confirmPassword: 'Another#2026x',
        },
        { token: member.token },
      );
    const locked = await server.sql.get<{ locked: number }>(
      'SELECT locked FROM members WHERE id = ?',
      member.memberId,
    );
    expect(locked?.locked).toBe(1);
    expect(await resetPassword(member.email, 'Regained2026')).toMatchObject({ code: 0 });
    // The owner, with the right password, is told the account is locked (the operator lifts it).
    expect((await signIn(member.email, 'Regained2026')).msg).toBe('ACCOUNT_LOCKED');
    expect(await server.sql.value('SELECT locked FROM members WHERE id = ?', member.memberId)).toBe(
      1,
    );
  });
});
