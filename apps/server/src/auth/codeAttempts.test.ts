import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CODE_ATTEMPTS } from '@carbonmarket/domain';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { LOGIN_PASSWORD, createMember } from '../testing/accountWalletKit';

/** A verification code stops working after five wrong tries, for a reset and a sign-up alike. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const codeFor = (email: string) => server.codes.filter((c) => c.email === email).at(-1)?.code;
const wrongCode = (right: string | undefined) => (right === '000000' ? '111111' : '000000');

const reset = (email: string, code: string | undefined) =>
  server.call('POST', '/login/forgot', {
    email,
    code,
    password: 'Changed2026',
    confirmPassword: 'Changed2026',
  });

// Each test hashes several passwords: slow on purpose, and slower on a busy machine.
describe('wrong verification codes', { timeout: 120_000 }, () => {
  it('invalidate a reset code at the fifth wrong try; the right code is refused after it', async () => {
    const member = await createMember(server);
    await server.call('POST', '/login/sendcode', {
      email: member.email,
      purpose: 'reset_password',
    });
    const right = codeFor(member.email);
    const replies = [];
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1)
      replies.push((await reset(member.email, wrongCode(right))).msg);
    expect(replies).toEqual([
      ...Array.from({ length: MAX_CODE_ATTEMPTS - 1 }, () => 'CODE_INVALID'),
      'CODE_ATTEMPTS_EXCEEDED',
    ]);
    expect(await reset(member.email, right)).toMatchObject({
      code: 1,
      msg: 'CODE_ATTEMPTS_EXCEEDED',
    });
    // The password is unchanged.
    expect(
      (
        await server.call('POST', '/login/login', {
          visitorType: 'personal',
          email: member.email,
          password: LOGIN_PASSWORD,
          agreed: true,
        })
      ).code,
    ).toBe(0);
  });

  it('work again with a new code once the resend wait has passed', async () => {
    const member = await createMember(server);
    await server.call('POST', '/login/sendcode', {
      email: member.email,
      purpose: 'reset_password',
    });
    const first = codeFor(member.email);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) await reset(member.email, wrongCode(first));
    server.advance(60_000);
    await server.call('POST', '/login/sendcode', {
      email: member.email,
      purpose: 'reset_password',
    });
    expect(await reset(member.email, codeFor(member.email))).toMatchObject({ code: 0 });
  });

  it('invalidate a sign-up code the same way, and nothing is registered', async () => {
    const email = 'newcomer@green.sg';
    await server.call('POST', '/login/sendcode', { email, purpose: 'register' });
    const right = codeFor(email);
    const form = {
      visitorType: 'personal',
      email,
      firstName: 'Mei',
      lastName: 'Lim',
      icNumber: 'T7654321J',
      mobile: '98765432',
      password: 'Greener2026',
      confirmPassword: 'Greener2026',
      agreed: true,
    };
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1)
      await server.call('POST', '/login/register', { ...form, code: wrongCode(right) });
    expect(await server.call('POST', '/login/register', { ...form, code: right })).toMatchObject({
      code: 1,
      msg: 'CODE_ATTEMPTS_EXCEEDED',
    });
    expect(
      await server.sql.get('SELECT COUNT(*) AS n FROM members WHERE email = ?', email),
    ).toEqual({ n: 0 });
  });
});
