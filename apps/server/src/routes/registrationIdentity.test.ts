// What a registration may not take: an IC number another member holds, and names carrying
// control or text-direction characters. Either refusal writes nothing and keeps the code usable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  visitorType: 'personal',
  email,
  firstName: 'Mei',
  lastName: 'Lim',
  icNumber: 'T0123456G',
  mobile: '98765432',
  password: 'Greener2026',
  confirmPassword: 'Greener2026',
  agreed: true,
  ...overrides,
});

/** Asks for a registration code for `email` and returns it. */
async function codeFor(email: string): Promise<string> {
  expect((await server.call('POST', '/login/sendcode', { email, purpose: 'register' })).code).toBe(
    0,
  );
  const code = server.codes.filter((c) => c.email === email).at(-1)?.code;
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

const members = async () => (await server.sql.value('SELECT count(*) FROM members')) as number;
const unusedCodes = async (email: string) =>
  (await server.sql.value(
    'SELECT count(*) FROM verification_codes WHERE email = ? AND used_at IS NULL',
    email,
  )) as number;

describe('one IC number, one member', () => {
  it('refuses a second registration with the same IC number, writing nothing', async () => {
    const first = await codeFor('mei@green.sg');
    expect(
      (await server.call('POST', '/login/register', { ...form('mei@green.sg'), code: first })).code,
    ).toBe(0);

    const before = await members();
    const code = await codeFor('mei.again@green.sg');
    const again = await server.call('POST', '/login/register', {
      ...form('mei.again@green.sg'),
      code,
    });
    expect(again).toMatchObject({ code: 1, msg: 'IC_NUMBER_EXISTS' });
    expect(await members()).toBe(before);
    expect(await unusedCodes('mei.again@green.sg')).toBe(1);

    // A corporate registration is a person too: the same IC number is refused there as well.
    const corporate = await server.call('POST', '/login/register', {
      ...form('mei.again@green.sg', {
        visitorType: 'corporate',
        companyName: 'Lim Pte Ltd',
        uen: '201912345K',
      }),
      code,
    });
    expect(corporate).toMatchObject({ code: 1, msg: 'IC_NUMBER_EXISTS' });

    // The same code still registers the member with their own IC number.
    const own = await server.call('POST', '/login/register', {
      ...form('mei.again@green.sg', { icNumber: 'T0123457E' }),
      code,
    });
    expect(own.code, own.msg).toBe(0);
    expect(await members()).toBe(before + 1);
    // Three registrations, each hashing a password with scrypt.
  }, 60_000);

  it('lets any number of guests in: they have no IC number', async () => {
    const before = await members();
    for (let n = 0; n < 3; n += 1) expect((await server.call('POST', '/login/guest')).code).toBe(0);
    expect(await members()).toBe(before + 3);
  });

  it('holds the rule in the database too: a second row with the same IC number is refused', async () => {
    const insert = (email: string) =>
      server.sql.run(
        `INSERT INTO members (visitor_type, email, first_name, last_name, ic_number, mobile, created_at)
         VALUES ('personal', ?, 'Ana', 'Tan', 'S7654321A', '91234567', ?)`,
        email,
        server.now().toISOString(),
      );
    await insert('first.holder@green.sg');
    await expect(insert('second.holder@green.sg')).rejects.toThrow(/unique/i);
  });
});

describe('names refuse control and text-direction characters', () => {
  it.each([
    ['firstName', 'Ana\u0000'],
    ['firstName', 'Ana\u0007'],
    ['lastName', 'Tan\u001B[31m'],
    ['lastName', '\u202Enat'],
    ['firstName', 'A\u2066na\u2069'],
  ])('refuses %s %j with TEXT_CHARACTERS_INVALID, writing nothing', async (field, value) => {
    const email = `odd.${field}.${value.length}.${value.codePointAt(value.length - 1) ?? 0}@green.sg`;
    const code = await codeFor(email);
    const before = await members();
    const reply = await server.call('POST', '/login/register', {
      ...form(email, { icNumber: 'F7654321N', [field]: value }),
      code,
    });
    expect(reply).toMatchObject({
      code: 1,
      msg: 'TEXT_CHARACTERS_INVALID',
      data: { fields: { [field]: 'TEXT_CHARACTERS_INVALID' } },
    });
    expect(await members()).toBe(before);
    expect(await unusedCodes(email)).toBe(1);
    expect(await server.sql.value('SELECT count(*) FROM members WHERE email = ?', email)).toBe(0);
  });
});
