import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGAPORE_BANKS } from '@carbonmarket/domain';
import { memberWire } from '@carbonmarket/domain/contract';
import { UNLIMITED_PASSWORD_CHECKS, startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import {
  BANK_CARD,
  createMember,
  LOGIN_PASSWORD,
  WITHDRAWAL_PASSWORD,
  fundRecordsOf,
  ledgerVersusWallet,
  loginAgain,
  prepareMember,
  walletCents,
} from '../testing/accountWalletKit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ throttle: UNLIMITED_PASSWORD_CHECKS });
});
afterAll(() => server.close());

const MEMBER_ENDPOINTS: ['GET' | 'POST' | 'PUT', string][] = [
  ['GET', '/member/profile'],
  ['PUT', '/member/profile'],
  ['POST', '/member/loginpassword'],
  ['POST', '/member/withdrawalpassword'],
  ['PUT', '/member/withdrawalpassword'],
  ['GET', '/member/bankcard'],
  ['PUT', '/member/bankcard'],
];

describe('access', () => {
  it("ends the session without a token and refuses guests, on every profile endpoint (the avatar's: avatarRoutes.test.ts)", async () => {
    const guest = await server.guest();
    for (const [method, p] of MEMBER_ENDPOINTS) {
      expect(await server.call(method, p), `${method} ${p}`).toMatchObject({
        code: -1,
        msg: 'SESSION_EXPIRED',
      });
      expect(await server.call(method, p, {}, { token: guest }), `${method} ${p}`).toMatchObject({
        code: 1,
        msg: 'GUEST_RESTRICTED',
      });
    }
  });
});

describe('profile', () => {
  it('reads every field of the member', async () => {
    const { token, memberId, email } = await server.registerMember({ invitationCode: 'GREEN01' });
    const reply = await server.call('GET', '/member/profile', {}, { token });
    expect(reply.code).toBe(0);
    expect(memberWire.parse(reply.data)).toBeTruthy();
    expect(reply.data).toEqual({
      memId: memberId,
      visitorType: 'personal',
      email,
      firstName: 'Ana',
      lastName: 'Tan',
      icNumber: 'S1234567D',
      mobile: '91234567',
      avatarUrl: null,
      invitationCode: 'GREEN01',
      creditScore: 'medium',
      level: 'P0',
      membershipExpiresAt: null,
      joinedAt: server.now().toISOString(),
      risk: false,
      locked: false,
      isAnswer: false,
      hasWithdrawalPassword: false,
    });
  });

  it('shows a corporate member’s company and UEN', async () => {
    const { token } = await createMember(server, {
      visitorType: 'corporate',
      companyName: 'Green Leaf Pte Ltd',
      uen: '201912345K',
    });
    const reply = await server.call('GET', '/member/profile', {}, { token });
    expect(reply.data).toMatchObject({
      visitorType: 'corporate',
      companyName: 'Green Leaf Pte Ltd',
      uen: '201912345K',
    });
  });

  it('updates the mobile and the names, and checks them with the field schemas', async () => {
    const { token } = await createMember(server);
    const reply = await server.call(
      'PUT',
      '/member/profile',
      { mobile: '81234567', firstName: ' Anabel ' },
      { token },
    );
    expect(reply).toMatchObject({
      code: 0,
      data: { mobile: '81234567', firstName: 'Anabel', lastName: 'Tan' },
    });
    expect(
      await server.call('PUT', '/member/profile', { mobile: '8123', lastName: '' }, { token }),
    ).toMatchObject({
      code: 1,
      data: { fields: { mobile: 'PHONE_INVALID', lastName: 'REQUIRED' } },
    });
    expect(
      await server.call('PUT', '/member/profile', { companyName: 'Mine Pte Ltd' }, { token }),
    ).toMatchObject({
      code: 1,
      msg: 'OPERATION_FAILED',
      data: { fields: { companyName: 'OPERATION_FAILED' } },
    });
    expect((await server.call('GET', '/member/profile', {}, { token })).data).toMatchObject({
      mobile: '81234567',
      firstName: 'Anabel',
    });
  });

  it('keeps the names matching a saved bank card (HOLDER_NAME_MISMATCH)', async () => {
    const { token } = await createMember(server);
    expect((await server.call('PUT', '/member/bankcard', BANK_CARD, { token })).code).toBe(0);
    expect(
      await server.call('PUT', '/member/profile', { firstName: 'Bob' }, { token }),
    ).toMatchObject({
      code: 1,
      msg: 'HOLDER_NAME_MISMATCH',
      data: { fields: { firstName: 'HOLDER_NAME_MISMATCH' } },
    });
    expect((await server.call('GET', '/member/profile', {}, { token })).data).toMatchObject({
      firstName: 'Ana',
    });
    // Case and spacing may still be corrected.
    expect(
      await server.call(
        'PUT',
        '/member/profile',
        { firstName: 'ANA', mobile: '87654321' },
        { token },
      ),
    ).toMatchObject({ code: 0, data: { firstName: 'ANA', mobile: '87654321' } });
  });
});

describe('bank card', () => {
  it('is empty at first and lists the Singapore banks', async () => {
    const { token } = await createMember(server);
    expect(await server.call('GET', '/member/bankcard', {}, { token })).toMatchObject({
      code: 0,
      data: { card: null, banks: [...SINGAPORE_BANKS] },
    });
  });

  it('saves a card in the registered name, in either name order, and replaces it', async () => {
    const { token } = await createMember(server);
    const saved = await server.call(
      'PUT',
      '/member/bankcard',
      { ...BANK_CARD, holderName: 'TAN  ANA', paynowNumber: '' },
      { token },
    );
    expect(saved).toMatchObject({
      code: 0,
      data: {
        bankName: 'DBS Bank',
        accountNumber: '0123456789',
        holderName: 'TAN  ANA',
        paynowNumber: null,
      },
    });
    await server.call('PUT', '/member/bankcard', { ...BANK_CARD, bankName: 'UOB' }, { token });
    expect((await server.call('GET', '/member/bankcard', {}, { token })).data).toMatchObject({
      card: { bankName: 'UOB', holderName: 'Ana Tan', paynowNumber: '91234567' },
    });
  });

  it('refuses another holder, an unknown bank and bad numbers', async () => {
    const { token } = await createMember(server);
    expect(
      await server.call(
        'PUT',
        '/member/bankcard',
        { ...BANK_CARD, holderName: 'Bob Lim' },
        { token },
      ),
    ).toMatchObject({
      code: 1,
      msg: 'HOLDER_NAME_MISMATCH',
      data: { fields: { holderName: 'HOLDER_NAME_MISMATCH' } },
    });
    expect(
      await server.call(
        'PUT',
        '/member/bankcard',
        { ...BANK_CARD, bankName: 'Bank of Nowhere', accountNumber: '12', paynowNumber: '123' },
        { token },
      ),
    ).toMatchObject({
      code: 1,
      data: {
        fields: {
          bankName: 'BANK_INFO_INCORRECT',
          accountNumber: 'BANK_INFO_INCORRECT',
          paynowNumber: 'PHONE_INVALID',
        },
      },
    });
    expect((await server.call('GET', '/member/bankcard', {}, { token })).data).toMatchObject({
      card: null,
    });
  });

  it('needs the company name as holder for a corporate member', async () => {
    const { token } = await createMember(server, {
      visitorType: 'corporate',
      companyName: 'Green Leaf Pte Ltd',
      uen: '201912345K',
    });
    expect((await server.call('PUT', '/member/bankcard', BANK_CARD, { token })).msg).toBe(
      'HOLDER_NAME_MISMATCH',
    );
    expect(
      (
        await server.call(
          'PUT',
          '/member/bankcard',
          { ...BANK_CARD, holderName: 'green leaf pte ltd' },
          { token },
        )
      ).code,
    ).toBe(0);
  });
});

describe('login password', () => {
  const change = (token: string, oldPassword: string, password = 'Greener2027') =>
    server.call(
      'POST',
      '/member/loginpassword',
      { oldPassword, password, confirmPassword: password },
      { token },
    );

  it('changes with the right current password and ends every other session', async () => {
    const { token, email } = await createMember(server);
    const other = await loginAgain(server, email);
    expect(await change(token, LOGIN_PASSWORD)).toMatchObject({ code: 0, data: {} });
    expect((await server.call('GET', '/member/profile', {}, { token: other })).code).toBe(-1);
    expect((await server.call('GET', '/member/profile', {}, { token })).code).toBe(0);
    const relogin = await server.call('POST', '/login/login', {
      visitorType: 'personal',
      email,
      password: 'Greener2027',
      agreed: true,
    });
    expect(relogin.code).toBe(0);
  });

  it('refuses a wrong current password with the tries left, a weak or unconfirmed new one', async () => {
    const { token } = await createMember(server);
    expect(await change(token, 'Wrong2026')).toMatchObject({
      code: 1,
      msg: 'PASSWORD_ATTEMPTS_LEFT',
      data: { params: { times: 4 } },
    });
    expect(
      await server.call(
        'POST',
        '/member/loginpassword',
        { oldPassword: LOGIN_PASSWORD, password: 'weak', confirmPassword: 'other' },
        { token },
      ),
    ).toMatchObject({
      code: 1,
      data: {
        fields: { password: 'LOGIN_PASSWORD_WEAK', confirmPassword: 'PASSWORDS_DO_NOT_MATCH' },
      },
    });
  });

  it('refuses the withdrawal password as the new login password', async () => {
    const { token } = await prepareMember(server, { card: false });
    expect(await change(token, LOGIN_PASSWORD, WITHDRAWAL_PASSWORD)).toMatchObject({
      code: 1,
      msg: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
    });
  });

  it('locks the account after five wrong current passwords in a row', async () => {
    const { token, memberId } = await createMember(server);
    for (let left = 4; left > 0; left -= 1)
      expect(await change(token, 'Wrong2026')).toMatchObject({
        msg: 'PASSWORD_ATTEMPTS_LEFT',
        data: { params: { times: left } },
      });
    expect(await change(token, 'Wrong2026')).toMatchObject({
      code: 1,
      msg: 'LOGIN_ATTEMPTS_EXCEEDED',
    });
    expect((await server.call('GET', '/member/profile', {}, { token })).code).toBe(-1);
    expect(
      await server.sql.value('SELECT sign_in_locked FROM members WHERE id = ?', memberId),
    ).toBe(1);
  });
});

describe('withdrawal password', () => {
  const set = (token: string, password = WITHDRAWAL_PASSWORD, confirmPassword = password) =>
    server.call('POST', '/member/withdrawalpassword', { password, confirmPassword }, { token });
  const change = (token: string, oldPassword: string, password = 'Withdraw#2027') =>
    server.call(
      'PUT',
      '/member/withdrawalpassword',
      { oldPassword, password, confirmPassword: password },
      { token },
    );

  it('is set once, strong, confirmed and unlike the login password', async () => {
    const { token } = await createMember(server);
    expect((await set(token, 'Short1!')).data).toMatchObject({
      fields: { password: 'WITHDRAWAL_PASSWORD_WEAK' },
    });
    expect((await set(token, WITHDRAWAL_PASSWORD, 'Withdraw#2020')).data).toMatchObject({
      fields: { confirmPassword: 'PASSWORDS_DO_NOT_MATCH' },
    });
    // A login password that happens to be strong enough to be a withdrawal password.
    const strong = await createMember(server, {
      password: 'Greener#2026',
    });
    expect(await set(strong.token, 'Greener#2026')).toMatchObject({
      code: 1,
      msg: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
    });
    expect(await set(token)).toMatchObject({ code: 0, data: {} });
    expect((await server.call('GET', '/member/profile', {}, { token })).data).toMatchObject({
      hasWithdrawalPassword: true,
    });
    expect(await set(token, 'Withdraw#2099')).toMatchObject({
      code: 1,
      msg: 'WITHDRAWAL_PASSWORD_ALREADY_SET',
    });
  });

  it('changes with the current one; a wrong one counts down the attempts left', async () => {
    const { token, memberId } = await prepareMember(server, { card: false });
    expect(await change(token, 'Wrong#20260')).toMatchObject({
      code: 1,
      msg: 'TRADING_PASSWORD_ATTEMPTS_LEFT',
      data: { params: { times: 4 } },
    });
    expect((await change(token, 'Wrong#20260')).data).toMatchObject({ params: { times: 3 } });
    expect(await change(token, WITHDRAWAL_PASSWORD, LOGIN_PASSWORD + '!x')).toMatchObject({
      code: 0,
    });
    // The right password cleared the count.
    expect(
      await server.sql.value(
        'SELECT failed_withdrawal_passwords FROM members WHERE id = ?',
        memberId,
      ),
    ).toBe(0);
    expect((await change(token, 'Wrong#20260')).data).toMatchObject({ params: { times: 4 } });
  });

  it('refuses the login password as the new one, and a change before one is set', async () => {
    const strong = await createMember(server, {
      password: 'Greener#2026',
    });
    expect(await change(strong.token, WITHDRAWAL_PASSWORD)).toMatchObject({
      code: 1,
      msg: 'WITHDRAWAL_PASSWORD_NOT_SET',
    });
    expect((await set(strong.token)).code).toBe(0);
    expect(await change(strong.token, WITHDRAWAL_PASSWORD, 'Greener#2026')).toMatchObject({
      code: 1,
      msg: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
    });
  });

  it('refuses a locked account', async () => {
    const { token, memberId } = await prepareMember(server, { card: false });
    await server.sql.run('UPDATE members SET locked = 1 WHERE id = ?', memberId);
    expect(await change(token, WITHDRAWAL_PASSWORD)).toMatchObject({
      code: 1,
      msg: 'ACCOUNT_LOCKED',
    });
  });

  it('five wrong in a row lock the account, end its sessions and freeze the balance', async () => {
    const { token, memberId } = await prepareMember(server, { card: false, cents: 12_345n });
    for (const times of [4, 3, 2, 1])
      expect((await change(token, 'Wrong#20260')).data).toMatchObject({ params: { times } });
    expect(await change(token, 'Wrong#20260')).toMatchObject({ code: 1, msg: 'BALANCE_FROZEN' });
    expect((await server.call('GET', '/member/profile', {}, { token })).code).toBe(-1);
    expect(await walletCents(server, memberId)).toMatchObject({ available: 0n, frozen: 12_345n });
    expect((await fundRecordsOf(server, memberId)).filter((r) => r.type === 'freeze')).toEqual([
      expect.objectContaining({ balance: 'available', amount_cents: -12_345 }),
      expect.objectContaining({ balance: 'frozen', amount_cents: 12_345 }),
    ]);
    const { ledger, wallet } = await ledgerVersusWallet(server, memberId);
    expect(ledger).toEqual(wallet);
  });
});
