// The operator's `registration.invitationRequired` (base config): a registration without an
// invitation code is refused with a catalogue code on its field, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_CONFIG } from '@carbonmarket/domain';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    limits: { ...DEFAULT_BUSINESS_CONFIG, registration: { invitationRequired: true } },
  });
});
afterAll(() => server.close());

const form = (email: string, code: string, overrides: Record<string, unknown> = {}) => ({
  visitorType: 'personal',
  email,
  code,
  firstName: 'Mei',
  lastName: 'Lim',
  icNumber: 'T0123456G',
  mobile: '98765432',
  password: 'Greener2026',
  confirmPassword: 'Greener2026',
  agreed: true,
  ...overrides,
});

async function codeFor(email: string): Promise<string> {
  expect((await server.call('POST', '/login/sendcode', { email, purpose: 'register' })).code).toBe(
    0,
  );
  const code = server.codes.filter((c) => c.email === email).at(-1)?.code;
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

const members = async () => (await server.sql.value('SELECT count(*) FROM members')) as number;

describe('invitation required by the operator', () => {
  it('base config says so', async () => {
    const config = await server.call<{ limits: { registration: { invitationRequired: boolean } } }>(
      'GET',
      '/login/baseconfig',
    );
    expect(config.data.limits.registration.invitationRequired).toBe(true);
  });

  it('refuses a registration without a code, on its field, writing nothing', async () => {
    const before = await members();
    const code = await codeFor('mei@green.sg');
    for (const invitationCode of [undefined, '', '   ']) {
      const reply = await server.call('POST', '/login/register', {
        ...form('mei@green.sg', code),
        ...(invitationCode === undefined ? {} : { invitationCode }),
      });
      expect(reply).toMatchObject({
        code: 1,
        msg: 'REQUIRED',
        data: { fields: { invitationCode: 'REQUIRED' } },
      });
    }
    expect(await members()).toBe(before);
  });

  it('registers with a code', async () => {
    const code = await codeFor('mei.lim@green.sg');
    const reply = await server.call<{ token: string }>('POST', '/login/register', {
      ...form('mei.lim@green.sg', code, { invitationCode: 'green24' }),
    });
    expect(reply.msg).toBe('INVITATION_CODE_FORMAT_INVALID');
    const accepted = await server.call<{ token: string }>('POST', '/login/register', {
      ...form('mei.lim@green.sg', code, { invitationCode: 'GREEN24' }),
    });
    expect(accepted.code).toBe(0);
    expect(
      await server.sql.value(
        'SELECT invitation_code FROM members WHERE email = ?',
        'mei.lim@green.sg',
      ),
    ).toBe('GREEN24');
  });
});
