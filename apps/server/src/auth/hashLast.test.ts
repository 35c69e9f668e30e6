// Finding 6 of the second security probe: registering and resetting a password hashed the new
// password before checking the code, so anyone could queue seconds of hashing per burst. Every
// cheap check now comes first: nothing is hashed for a wrong code, or for an address with no code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { passwordHashGate } from './passwords';

let server: TestServer;
beforeAll(async () => {
  // The per-address limits would refuse a burst before it reached the service.
  server = await startTestServer({
    throttle: {
      account: { limit: 1_000, windowMs: 60_000 },
      code: { limit: 1_000, windowMs: 60_000 },
    },
  });
});
afterAll(() => server.close());

const hashes = () => passwordHashGate.load().started;

const registration = (email: string, code: string) => ({
  visitorType: 'personal',
  email,
  firstName: 'Wei',
  lastName: 'Ng',
  icNumber: 'S7654321B',
  mobile: '91234567',
  password: 'Greener2026',
  confirmPassword: 'Greener2026',
  agreed: true,
  code,
});

const reset = (email: string, code: string) => ({
  email,
  code,
  password: 'Newer2026ab',
  confirmPassword: 'Newer2026ab',
});

async function codeFor(email: string, purpose: 'register' | 'reset_password') {
  expect((await server.call('POST', '/login/sendcode', { email, purpose })).code).toBe(0);
  const code = server.codes.filter((c) => c.email === email && c.purpose === purpose).at(-1);
  if (!code) throw new Error(`no code for ${email}`);
  return code.code;
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('nothing is hashed before the code is right', () => {
  it('refuses twenty registrations with a wrong code without hashing once', async () => {
    const code = await codeFor('wei@green.sg', 'register');
    const before = hashes();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.call('POST', '/login/register', registration(`burst${i}@green.sg`, code)),
      ),
    );
    expect(replies.map((reply) => reply.msg)).toEqual(replies.map(() => 'CODE_INVALID'));
    expect(
      (await server.call('POST', '/login/register', registration('wei@green.sg', otherThan(code))))
        .msg,
    ).toBe('CODE_INVALID');
    expect(hashes()).toBe(before);
    // The right code still registers, hashing once.
    expect(
      (await server.call('POST', '/login/register', registration('wei@green.sg', code))).code,
    ).toBe(0);
    expect(hashes()).toBe(before + 1);
  });

  it('answers a reset for an address with no account as a wrong code, without hashing', async () => {
    const before = hashes();
    const unknown = await server.call('POST', '/login/forgot', reset('nobody@green.sg', '123456'));
    const known = await server.call('POST', '/login/forgot', reset('wei@green.sg', '123456'));
    expect(unknown).toMatchObject({ code: 1, msg: 'CODE_INVALID' });
    expect(known).toMatchObject({ code: 1, msg: 'CODE_INVALID' });
    expect(hashes()).toBe(before);
  });

  it('counts a wrong reset code without hashing, and resets with the right one', async () => {
    const code = await codeFor('wei@green.sg', 'reset_password');
    const before = hashes();
    expect(
      await server.call('POST', '/login/forgot', reset('wei@green.sg', otherThan(code))),
    ).toMatchObject({ msg: 'CODE_INVALID' });
    expect(hashes()).toBe(before);
    expect((await server.call('POST', '/login/forgot', reset('wei@green.sg', code))).code).toBe(0);
    expect(hashes()).toBe(before + 1);
  });
});
