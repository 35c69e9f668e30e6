import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PASSWORD_ATTEMPTS } from '@carbonmarket/domain';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { codeNow, enrolOperator, nextCodeStep } from '../testing/testOperators';
import type { TestOperator } from '../testing/testOperators';
import { OPERATOR_SESSION_LIFETIME } from './operatorSessions';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const signIn = (operator: TestOperator, overrides: Record<string, string> = {}) =>
  server.call<{ token: string; operator: { id: number; status: string } }>(
    'POST',
    '/admin/signin',
    {
      email: operator.email,
      password: operator.password,
      code: codeNow(server, operator),
      ...overrides,
    },
  );
const me = (token: string) =>
  server.call<{ operator: { email: string } | null; role: string }>(
    'GET',
    '/admin/me',
    {},
    { token },
  );

describe('enrolling an operator', () => {
  it('shows the invited operator an authenticator secret as an address and a QR code, then signs them in with ten recovery codes', async () => {
    const invited = await server.call<{ enrolmentToken: string; operator: { status: string } }>(
      'POST',
      '/admin/operator/invite',
      { email: 'mei@console.sg', name: 'Mei Lin', role: 'operator' },
      { admin: true },
    );
    expect(invited.data.operator.status).toBe('invited');
    const shown = await server.call<{
      authenticatorUri: string;
      secret: string;
      qrRows: string[];
      role: string;
    }>('GET', '/admin/enrolment', { token: invited.data.enrolmentToken });
    expect(shown.code).toBe(0);
    expect(shown.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(shown.data.authenticatorUri).toBe(
      `otpauth://totp/Carbon%20Market%20Console:mei%40console.sg?issuer=Carbon%20Market%20Console&secret=${shown.data.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(shown.data.qrRows.length).toBeGreaterThanOrEqual(21);
    expect(new Set(shown.data.qrRows.map((row) => row.length))).toEqual(
      new Set([shown.data.qrRows.length]),
    );

    const enrolled = await server.call<{
      token: string;
      recoveryCodes: string[];
      operator: { status: string };
    }>('POST', '/admin/enrol', {
      token: invited.data.enrolmentToken,
      password: 'Console-Green-2026',
      code: codeNow(server, shown.data),
    });
    expect(enrolled.code).toBe(0);
    expect(enrolled.data.operator.status).toBe('active');
    expect(enrolled.data.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.data.recoveryCodes).size).toBe(10);
    for (const code of enrolled.data.recoveryCodes)
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await me(enrolled.data.token)).data).toMatchObject({
      operator: { email: 'mei@console.sg' },
      role: 'operator',
    });
    // The link is used up.
    expect(
      (await server.call('GET', '/admin/enrolment', { token: invited.data.enrolmentToken })).msg,
    ).toBe('ENROLMENT_LINK_INVALID');
  });

  it('refuses a wrong code, a weak password, an expired link, and an address already on the staff', async () => {
    const invited = await server.call<{ enrolmentToken: string }>(
      'POST',
      '/admin/operator/invite',
      { email: 'kai@console.sg', name: 'Kai', role: 'operator' },
      { admin: true },
    );
    const token = invited.data.enrolmentToken;
    const enrol = (password: string, code: string) =>
      server.call('POST', '/admin/enrol', { token, password, code });
    expect((await enrol('Console-Green-2026', '000000')).msg).toBe('CODE_INVALID');
    expect((await enrol('Short1a', '123456')).msg).toBe('OPERATOR_PASSWORD_WEAK');
    expect(
      (
        await server.call(
          'POST',
          '/admin/operator/invite',
          { email: 'KAI@console.sg', name: 'Kai again', role: 'admin' },
          { admin: true },
        )
      ).msg,
    ).toBe('EMAIL_EXISTS');
    server.advance(24 * 60 * 60_000);
    expect((await server.call('GET', '/admin/enrolment', { token })).msg).toBe(
      'ENROLMENT_LINK_INVALID',
    );
  });
});

describe('signing an operator in', () => {
  let operator: TestOperator;
  beforeEach(async () => {
    operator = await enrolOperator(server, { email: 'ana@console.sg' });
    nextCodeStep(server);
  });

  it('takes e-mail, password and the current code, once per code', async () => {
    const first = await signIn(operator);
    expect(first.code).toBe(0);
    expect((await me(first.data.token)).data.operator?.email).toBe('ana@console.sg');
    // The same code again, within its 30 seconds: someone watched it being typed.
    expect((await signIn(operator)).msg).toBe('OPERATOR_CODE_ALREADY_USED');
    nextCodeStep(server);
    expect((await signIn(operator)).code).toBe(0);
  });

  it('never says which of the three was wrong', async () => {
    expect((await signIn(operator, { password: 'Wrong-Password-1' })).msg).toBe(
      'OPERATOR_SIGN_IN_INCORRECT',
    );
    expect((await signIn(operator, { code: '000000' })).msg).toBe('OPERATOR_SIGN_IN_INCORRECT');
    expect((await signIn(operator, { email: 'nobody@console.sg' })).msg).toBe(
      'OPERATOR_SIGN_IN_INCORRECT',
    );
  });

  it('signs in once with each recovery code', async () => {
    const [recovery = ''] = operator.recoveryCodes;
    expect((await signIn(operator, { code: recovery.toUpperCase() })).code).toBe(0);
    expect((await signIn(operator, { code: recovery })).msg).toBe('OPERATOR_SIGN_IN_INCORRECT');
  });

  it(`locks the operator after ${MAX_PASSWORD_ATTEMPTS} wrong sign-ins, until an admin unlocks them with a reason`, async () => {
    for (let i = 1; i < MAX_PASSWORD_ATTEMPTS; i += 1)
      expect((await signIn(operator, { code: '000000' })).msg).toBe('OPERATOR_SIGN_IN_INCORRECT');
    expect((await signIn(operator, { code: '000000' })).msg).toBe('OPERATOR_LOCKED');
    // The token of the enrolment ended with the lock.
    expect((await me(operator.token)).msg).toBe('OPERATOR_SESSION_ENDED');
    expect((await signIn(operator)).msg).toBe('OPERATOR_LOCKED');
    const unlock = (body: Record<string, unknown>) =>
      server.call('POST', '/admin/operator/unlock', body, { admin: true });
    expect((await unlock({ operatorId: operator.id })).msg).toBe('REASON_REQUIRED');
    expect((await unlock({ operatorId: operator.id, reason: 'Phone clock was wrong' })).code).toBe(
      0,
    );
    nextCodeStep(server);
    expect((await signIn(operator)).code).toBe(0);
  });
});

describe("an operator's session", () => {
  let operator: TestOperator;
  beforeEach(async () => {
    operator = await enrolOperator(server, { email: 'ana@console.sg' });
  });

  it(`ends after ${OPERATOR_SESSION_LIFETIME.idleMs / 60_000} minutes unused, and at signing out`, async () => {
    server.advance(OPERATOR_SESSION_LIFETIME.idleMs - 60_000);
    expect((await me(operator.token)).code).toBe(0);
    server.advance(OPERATOR_SESSION_LIFETIME.idleMs);
    expect((await me(operator.token)).msg).toBe('OPERATOR_SESSION_ENDED');
    nextCodeStep(server);
    const again = await signIn(operator);
    expect(
      (await server.call('POST', '/admin/signout', {}, { token: again.data.token })).code,
    ).toBe(0);
    expect((await me(again.data.token)).msg).toBe('OPERATOR_SESSION_ENDED');
  });

  it(`ends ${OPERATOR_SESSION_LIFETIME.lifetimeMs / 3_600_000} hours after signing in, however busy`, async () => {
    for (let at = 0; at < OPERATOR_SESSION_LIFETIME.lifetimeMs - 10 * 60_000; at += 10 * 60_000) {
      server.advance(10 * 60_000);
      expect((await me(operator.token)).code).toBe(0);
    }
    server.advance(10 * 60_000);
    expect((await me(operator.token)).msg).toBe('OPERATOR_SESSION_ENDED');
  });

  it("is no member's session, and a member's is no operator's", async () => {
    const member = await server.registerMember();
    expect((await me(member.token)).msg).toBe('ADMIN_ACCESS_DENIED');
    expect((await server.call('GET', '/member/profile', {}, { token: operator.token })).msg).toBe(
      'SESSION_EXPIRED',
    );
  });

  it("refuses an operator an admin's action, and lets an admin do it", async () => {
    const invite = (token: string) =>
      server.call(
        'POST',
        '/admin/operator/invite',
        { email: 'new@console.sg', name: 'New', role: 'operator' },
        { token },
      );
    expect((await invite(operator.token)).msg).toBe('OPERATOR_ROLE_REQUIRED');
    expect((await server.call('GET', '/admin/audit', {}, { token: operator.token })).msg).toBe(
      'OPERATOR_ROLE_REQUIRED',
    );
    const admin = await enrolOperator(server, { email: 'boss@console.sg', role: 'admin' });
    expect((await invite(admin.token)).code).toBe(0);
  });

  it('is ended when an admin disables the operator; an admin cannot disable themself', async () => {
    const admin = await enrolOperator(server, { email: 'boss@console.sg', role: 'admin' });
    const disable = (operatorId: number) =>
      server.call(
        'POST',
        '/admin/operator/disable',
        { operatorId, reason: 'Left the company' },
        { token: admin.token },
      );
    expect((await disable(admin.id)).msg).toBe('STATUS_CHANGE_NOT_ALLOWED');
    expect((await disable(operator.id)).data).toMatchObject({ status: 'disabled' });
    expect((await me(operator.token)).msg).toBe('OPERATOR_SESSION_ENDED');
    nextCodeStep(server);
    expect((await signIn(operator)).msg).toBe('OPERATOR_SIGN_IN_INCORRECT');
  });

  it('starts again from a new link when an admin re-enrols the operator (a lost phone)', async () => {
    const again = await server.call<{ enrolmentToken: string }>(
      'POST',
      '/admin/operator/reenrol',
      { operatorId: operator.id, reason: 'Lost phone' },
      { admin: true },
    );
    expect(again.code).toBe(0);
    expect((await me(operator.token)).msg).toBe('OPERATOR_SESSION_ENDED');
    nextCodeStep(server);
    // The old authenticator and recovery codes no longer sign in.
    expect((await signIn(operator)).msg).toBe('OPERATOR_SIGN_IN_INCORRECT');
    expect((await signIn(operator, { code: operator.recoveryCodes[0] ?? '' })).msg).toBe(
      'OPERATOR_SIGN_IN_INCORRECT',
    );
    const shown = await server.call<{ secret: string }>('GET', '/admin/enrolment', {
      token: again.data.enrolmentToken,
    });
    expect(shown.data.secret).not.toBe(operator.secret);
  });
});
