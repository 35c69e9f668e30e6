import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PASSWORD_ATTEMPTS } from '@carbonmarket/domain';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { LOGIN_PASSWORD, createMember } from '../testing/accountWalletKit';

// Issue 21, finding 1: five wrong sign-ins by anyone who knew a member's email locked the account
// and ended every session it had. Now a browser that has signed in carries a device token; wrong
// passwords without one lock out browsers without one only, and no lock ends a session (ADR 040).

let server: TestServer;
beforeAll(async () => {
  // Many sign-ins from one address: the per-address limit is tested in routes/authThrottle.test.ts.
  server = await startTestServer({ throttle: { login: { limit: 1_000, windowMs: 60_000 } } });
});
afterAll(() => server.close());

interface SignedIn {
  token: string;
  deviceToken: string;
}

const signIn = (email: string, password: string, deviceToken?: string) =>
  server.call<SignedIn>('POST', '/login/login', {
    visitorType: 'personal',
    email,
    password,
    agreed: true,
    ...(deviceToken ? { deviceToken } : {}),
  });

/** The member's phone: it has signed in once, and keeps its session and its device token. */
async function ownersPhone(email: string) {
  const reply = await signIn(email, LOGIN_PASSWORD);
  expect(reply.code).toBe(0);
  expect(reply.data.deviceToken).toMatch(/^d1\.\d+\./);
  return reply.data;
}

async function strangerLocksOut(email: string) {
  const replies: string[] = [];
  for (let i = 0; i < MAX_PASSWORD_ATTEMPTS; i += 1)
    replies.push((await signIn(email, `Stranger${i}guess`)).msg);
  expect(replies.at(-1)).toBe('LOGIN_ATTEMPTS_EXCEEDED');
}

const profileCode = async (token: string) =>
  (await server.call('GET', '/member/profile', {}, { token })).code;

// Each test hashes many passwords: slow on purpose, and slower on a busy machine.
describe('a stranger’s wrong passwords', { timeout: 120_000 }, () => {
  it('lock out browsers without a device token, not the owner’s phone or its session', async () => {
    const member = await createMember(server);
    const phone = await ownersPhone(member.email);
    await strangerLocksOut(member.email);
    // Any browser without a token is refused, even with the right password...
    expect((await signIn(member.email, LOGIN_PASSWORD)).msg).toBe('LOGIN_ATTEMPTS_EXCEEDED');
    // ...while the owner's phone is still signed in, and can sign in again.
    expect(await profileCode(phone.token)).toBe(0);
    expect(await profileCode(member.token)).toBe(0);
    const again = await signIn(member.email, LOGIN_PASSWORD, phone.deviceToken);
    expect(again.code).toBe(0);
    expect(await profileCode(again.data.token)).toBe(0);
  });

  it('are not excused by a forged token or another account’s', async () => {
    const member = await createMember(server);
    const other = await createMember(server);
    const phone = await ownersPhone(member.email);
    const othersPhone = await ownersPhone(other.email);
    await strangerLocksOut(member.email);
    const [version, memberId, nonce] = phone.deviceToken.split('.');
    const forged = [
      `${version}.${memberId}.${nonce}.${'A'.repeat(43)}`,
      `${version}.${memberId}.other${nonce}.${phone.deviceToken.split('.')[3]}`,
      othersPhone.deviceToken,
      'not-a-token',
    ];
    for (const token of forged)
      expect((await signIn(member.email, LOGIN_PASSWORD, token)).msg, token).toBe(
        'LOGIN_ATTEMPTS_EXCEEDED',
      );
  });
});

describe('wrong passwords sent with a device token', { timeout: 120_000 }, () => {
  const attemptsLeft = async (email: string, password: string, deviceToken?: string) => {
    const reply = await server.call<{ params?: { times?: number } }>('POST', '/login/login', {
      visitorType: 'personal',
      email,
      password,
      agreed: true,
      ...(deviceToken ? { deviceToken } : {}),
    });
    return reply.msg === 'LOGIN_PASSWORD_ATTEMPTS_LEFT' ? reply.data.params?.times : reply.msg;
  };

  it('count against that token alone; five lock it, and it then counts as no token', async () => {
    const member = await createMember(server);
    const phone = await ownersPhone(member.email);
    const left = [];
    for (let i = 0; i < MAX_PASSWORD_ATTEMPTS - 1; i += 1)
      left.push(await attemptsLeft(member.email, `Wrong${i}pass1`, phone.deviceToken));
    expect(left).toEqual([4, 3, 2, 1]);
    // The account's own count is untouched: a browser without a token starts from five.
    expect(await attemptsLeft(member.email, 'Wrong9pass1')).toBe(4);
    expect(await attemptsLeft(member.email, 'Wrong8pass1', phone.deviceToken)).toBe(
      'LOGIN_ATTEMPTS_EXCEEDED',
    );
    // Locked, the token is no token: its next wrong password counts against the account.
    expect(await attemptsLeft(member.email, 'Wrong7pass1', phone.deviceToken)).toBe(3);
    const back = await signIn(member.email, LOGIN_PASSWORD, phone.deviceToken);
    expect(back.code).toBe(0);
    // The sign-in gave the phone a new token, trusted afresh.
    expect(await attemptsLeft(member.email, 'Wrong6pass1', back.data.deviceToken)).toBe(4);
  });

  it('are forgiven by a password reset, as the account’s are', async () => {
    const member = await createMember(server);
    const phone = await ownersPhone(member.email);
    for (let i = 0; i < MAX_PASSWORD_ATTEMPTS; i += 1)
      await signIn(member.email, `Wrong${i}pass1`, phone.deviceToken);
    await strangerLocksOut(member.email);
    // Both locked: the phone's token counts as none, and the account refuses those.
    expect((await signIn(member.email, LOGIN_PASSWORD, phone.deviceToken)).msg).toBe(
      'LOGIN_ATTEMPTS_EXCEEDED',
    );
    await server.call('POST', '/login/sendcode', {
      email: member.email,
      purpose: 'reset_password',
    });
    const code = server.codes.filter((c) => c.email === member.email).at(-1)?.code;
    const reset = await server.call('POST', '/login/forgot', {
      email: member.email,
      code,
      password: 'Regained2026',
      confirmPassword: 'Regained2026',
    });
    expect(reset.code).toBe(0);
    const lockedTokens = await server.sql.value(
      'SELECT COUNT(*) FROM device_sign_ins WHERE member_id = ? AND locked = 1',
      member.memberId,
    );
    expect(lockedTokens).toBe(0);
    expect(await attemptsLeft(member.email, 'Wrong5pass1', phone.deviceToken)).toBe(4);
    expect((await signIn(member.email, 'Regained2026', phone.deviceToken)).code).toBe(0);
  });
});

describe('registering', { timeout: 120_000 }, () => {
  it('makes the browser known to the new account', async () => {
    const email = 'newcomer@green.sg';
    await server.call('POST', '/login/sendcode', { email, purpose: 'register' });
    const code = server.codes.filter((c) => c.email === email).at(-1)?.code;
    const registered = await server.call<SignedIn>('POST', '/login/register', {
      visitorType: 'personal',
      email,
      firstName: 'Nia',
      lastName: 'Lim',
      icNumber: 'S7654321D',
      mobile: '91234567',
      password: LOGIN_PASSWORD,
      confirmPassword: LOGIN_PASSWORD,
      agreed: true,
      code,
    });
    expect(registered.code).toBe(0);
    await strangerLocksOut(email);
    expect((await signIn(email, LOGIN_PASSWORD, registered.data.deviceToken)).code).toBe(0);
  });
});
