import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWithdrawalWire, memberWire } from '@carbonmarket/domain/contract';
import { startTestServer, LONG_SESSIONS } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import {
  LOGIN_PASSWORD,
  WITHDRAWAL_PASSWORD,
  capturePushes,
  createMember,
  fundRecordsOf,
  ledgerVersusWallet,
  prepareMember,
  walletCents,
} from '../testing/accountWalletKit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionLifetime: LONG_SESSIONS });
});
afterAll(() => server.close());

const FRIDAY = '2026-11-20T02:00:00.000Z';
const admin = <T = unknown>(
  method: 'GET' | 'POST',
  p: string,
  body: Record<string, unknown> = {},
) => server.call<T>(method, p, body, { admin: true });

const ADMIN_ENDPOINTS: ['GET' | 'POST', string][] = [
  ['GET', '/admin/topups'],
  ['POST', '/admin/topup/confirm'],
  ['POST', '/admin/topup/cancel'],
  ['GET', '/admin/withdrawals'],
  ['POST', '/admin/withdrawal/complete'],
  ['POST', '/admin/withdrawal/refuse'],
  ['POST', '/admin/member/risk'],
  ['POST', '/admin/member/creditscore'],
  ['POST', '/admin/member/membership'],
  ['POST', '/admin/member/unlock'],
  ['GET', '/admin/verificationcode'],
];

async function openTopUp(amount = '100') {
  const member = await createMember(server);
  const reply = await server.call<{ id: number }>(
    'POST',
    '/wallet/topup',
    { amount },
    { token: member.token, key: true },
  );
  return { ...member, topUpId: reply.data.id };
}

async function openWithdrawal(amount = '500', cents = 100_000n) {
  server.setNow(FRIDAY);
  const member = await prepareMember(server, { cents });
  const reply = await server.call<{ id: number }>(
    'POST',
    '/wallet/withdraw',
    { amount, password: WITHDRAWAL_PASSWORD },
    { token: member.token, key: true },
  );
  if (reply.code !== 0) throw new Error(`withdraw: ${reply.msg}`);
  return { ...member, withdrawalId: reply.data.id };
}

describe('access', () => {
  it('refuses every operator endpoint without the admin key, even to a member', async () => {
    const { token } = await createMember(server);
    for (const [method, p] of ADMIN_ENDPOINTS) {
      expect(await server.call(method, p, {}), `${method} ${p}`).toMatchObject({
        code: 1,
        msg: 'ADMIN_ACCESS_DENIED',
      });
      expect(await server.call(method, p, {}, { token }), `${method} ${p}`).toMatchObject({
        msg: 'ADMIN_ACCESS_DENIED',
      });
    }
  });
});

describe('top-ups', () => {
  it('lists pending top-ups oldest first with their member', async () => {
    const a = await openTopUp('100');
    const b = await openTopUp('200');
    const list = await admin<{
      items: { id: number; memberId: number; amount: string }[];
      total: number;
    }>('GET', '/admin/topups', { pageSize: 50 });
    const ids = list.data.items.map((t) => t.id);
    expect(ids.indexOf(a.topUpId)).toBeLessThan(ids.indexOf(b.topUpId));
    expect(list.data.items.find((t) => t.id === b.topUpId)).toMatchObject({
      memberId: b.memberId,
      amount: '200.00',
    });
  });

  it('confirms one: the money reaches available, with a record and pushes', async () => {
    const { memberId, token, topUpId } = await openTopUp('150.25');
    const { pushes, stop } = capturePushes(server, memberId);
    const reply = await admin('POST', '/admin/topup/confirm', { id: topUpId });
    stop();
    expect(reply).toMatchObject({ code: 0, data: { id: topUpId, status: 'confirmed', memberId } });
    expect((await walletCents(server, memberId)).available).toBe(15_025n);
    expect(await fundRecordsOf(server, memberId)).toEqual([
      expect.objectContaining({ type: 'top_up', balance: 'available', amount_cents: 15_025 }),
    ]);
    expect(pushes).toEqual([
      expect.objectContaining({
        type: 'balance',
        data: expect.objectContaining({ available: '150.25' }),
      }),
      { type: 'topUp', data: { topUpId, status: 'confirmed' } },
    ]);
    expect(
      (await server.call('GET', '/wallet/topup', { id: topUpId }, { token })).data,
    ).toMatchObject({
      status: 'confirmed',
      resolvedAt: server.now().toISOString(),
    });
    expect(await admin('POST', '/admin/topup/confirm', { id: topUpId })).toMatchObject({
      code: 1,
      msg: 'STATUS_CHANGE_NOT_ALLOWED',
    });
    expect(await admin('POST', '/admin/topup/cancel', { id: topUpId })).toMatchObject({
      code: 1,
      msg: 'STATUS_CHANGE_NOT_ALLOWED',
    });
    expect((await walletCents(server, memberId)).available).toBe(15_025n);
  });

  it('cancels one without moving money', async () => {
    const { memberId, topUpId } = await openTopUp();
    const { pushes, stop } = capturePushes(server, memberId);
    expect(await admin('POST', '/admin/topup/cancel', { id: topUpId })).toMatchObject({
      code: 0,
      data: { status: 'cancelled' },
    });
    stop();
    expect(pushes).toEqual([{ type: 'topUp', data: { topUpId, status: 'cancelled' } }]);
    expect(await fundRecordsOf(server, memberId)).toEqual([]);
    expect(await admin('POST', '/admin/topup/confirm', { id: topUpId })).toMatchObject({
      msg: 'STATUS_CHANGE_NOT_ALLOWED',
    });
  });

  it('answers NOT_FOUND for an unknown top-up', async () => {
    for (const p of ['/admin/topup/confirm', '/admin/topup/cancel'])
      expect(
        await admin('POST', p, { id: 987_654, reason: 'Bank details do not match' }),
      ).toMatchObject({ code: 1, msg: 'NOT_FOUND' });
  });
});

describe('withdrawals', () => {
  it('lists processing withdrawals with the bank account to pay', async () => {
    const { memberId, withdrawalId } = await openWithdrawal('500');
    const list = await admin<{ items: unknown[] }>('GET', '/admin/withdrawals', { pageSize: 50 });
    const item = list.data.items
      .map((i) => adminWithdrawalWire.parse(i))
      .find((w) => w.id === withdrawalId);
    expect(item).toMatchObject({
      memberId,
      status: 'processing',
      bankName: 'DBS Bank',
      accountNumber: '0123456789',
      holderName: 'Ana Tan',
      paynowNumber: '91234567',
    });
    expect(item?.netAmount.toString()).toBe('495.00');
  });

  it('completes one on a working day, not at the weekend', async () => {
    const { memberId, token, withdrawalId } = await openWithdrawal('500');
    server.setNow('2026-11-21T02:00:00.000Z');
    expect(await admin('POST', '/admin/withdrawal/complete', { id: withdrawalId })).toMatchObject({
      code: 1,
      msg: 'WITHDRAWAL_CLOSED_SATURDAY',
    });
    server.setNow('2026-11-22T02:00:00.000Z');
    expect(await admin('POST', '/admin/withdrawal/complete', { id: withdrawalId })).toMatchObject({
      code: 1,
      msg: 'WITHDRAWAL_CLOSED_SUNDAY',
    });
    server.setNow('2026-11-23T02:00:00.000Z');
    const { pushes, stop } = capturePushes(server, memberId);
    expect(await admin('POST', '/admin/withdrawal/complete', { id: withdrawalId })).toMatchObject({
      code: 0,
      data: { status: 'completed', completedAt: '2026-11-23T02:00:00.000Z' },
    });
    stop();
    expect(pushes).toEqual([{ type: 'withdrawal', data: { withdrawalId, status: 'completed' } }]);
    expect((await walletCents(server, memberId)).available).toBe(50_000n);
    const mine = await server.call<{ items: { status: string }[] }>(
      'GET',
      '/wallet/withdrawals',
      {},
      { token },
    );
    expect(mine.data.items[0]).toMatchObject({ status: 'completed' });
    for (const p of ['/admin/withdrawal/complete', '/admin/withdrawal/refuse'])
      expect(
        await admin('POST', p, { id: withdrawalId, reason: 'Bank details do not match' }),
      ).toMatchObject({
        msg: 'STATUS_CHANGE_NOT_ALLOWED',
      });
    server.setNow(FRIDAY);
  });

  it('refuses one: declined, then returned to available, as ledger records', async () => {
    const { memberId, withdrawalId } = await openWithdrawal('500');
    const { pushes, stop } = capturePushes(server, memberId);
    expect(
      await admin('POST', '/admin/withdrawal/refuse', {
        id: withdrawalId,
        reason: 'Bank details do not match',
      }),
    ).toMatchObject({
      code: 0,
      data: { status: 'refused', completedAt: null },
    });
    stop();
    expect(await walletCents(server, memberId)).toMatchObject({
      available: 100_000n,
      declined: 0n,
    });
    expect((await fundRecordsOf(server, memberId)).slice(-3)).toEqual([
      expect.objectContaining({
        type: 'withdrawal_refused',
        balance: 'declined',
        amount_cents: 50_000,
      }),
      expect.objectContaining({
        type: 'withdrawal_refund',
        balance: 'declined',
        amount_cents: -50_000,
      }),
      expect.objectContaining({
        type: 'withdrawal_refund',
        balance: 'available',
        amount_cents: 50_000,
      }),
    ]);
    expect(pushes).toContainEqual({
      type: 'withdrawal',
      data: { withdrawalId, status: 'refused' },
    });
    const { ledger, wallet } = await ledgerVersusWallet(server, memberId);
    expect(ledger).toEqual(wallet);
    expect(
      await admin('POST', '/admin/withdrawal/refuse', {
        id: withdrawalId,
        reason: 'Bank details do not match',
      }),
    ).toMatchObject({
      msg: 'STATUS_CHANGE_NOT_ALLOWED',
    });
  });

  it('a refused withdrawal no longer counts towards the daily limit', async () => {
    const { token, withdrawalId } = await openWithdrawal('50000', 15_000_000n);
    await server.call(
      'POST',
      '/wallet/withdraw',
      { amount: '50000', password: WITHDRAWAL_PASSWORD },
      { token, key: true },
    );
    const over = { amount: '50', password: WITHDRAWAL_PASSWORD };
    expect((await server.call('POST', '/wallet/withdraw', over, { token, key: true })).msg).toBe(
      'DAILY_WITHDRAWAL_LIMIT_REACHED',
    );
    await admin('POST', '/admin/withdrawal/refuse', {
      id: withdrawalId,
      reason: 'Bank details do not match',
    });
    expect((await server.call('POST', '/wallet/withdraw', over, { token, key: true })).code).toBe(
      0,
    );
  });

  it('answers NOT_FOUND for an unknown withdrawal', async () => {
    for (const p of ['/admin/withdrawal/complete', '/admin/withdrawal/refuse'])
      expect(
        await admin('POST', p, { id: 987_654, reason: 'Bank details do not match' }),
      ).toMatchObject({ code: 1, msg: 'NOT_FOUND' });
  });
});

describe('member settings', () => {
  it('flags a risk, ending the member’s sessions, and clears it', async () => {
    const { token, memberId } = await createMember(server);
    const flagged = await admin('POST', '/admin/member/risk', { memberId, risk: true });
    expect(memberWire.parse(flagged.data).risk).toBe(true);
    expect((await server.call('GET', '/member/profile', {}, { token })).code).toBe(-1);
    expect(
      (await admin('POST', '/admin/member/risk', { memberId, risk: false })).data,
    ).toMatchObject({
      risk: false,
    });
  });

  it('sets the credit score', async () => {
    const { token, memberId } = await createMember(server);
    expect(
      await admin('POST', '/admin/member/creditscore', { memberId, creditScore: 'excellent' }),
    ).toMatchObject({ code: 0, data: { creditScore: 'excellent' } });
    expect((await server.call('GET', '/member/profile', {}, { token })).data).toMatchObject({
      creditScore: 'excellent',
    });
    expect(
      await admin('POST', '/admin/member/creditscore', { memberId, creditScore: 'great' }),
    ).toMatchObject({ code: 1, data: { fields: { creditScore: 'OPERATION_FAILED' } } });
  });

  it('sets the membership level and expiry, and P0 clears it', async () => {
    const { memberId } = await createMember(server);
    const expiresAt = '2027-06-30T16:00:00.000Z';
    expect(
      await admin('POST', '/admin/member/membership', { memberId, level: 'P3', expiresAt }),
    ).toMatchObject({ code: 0, data: { level: 'P3', membershipExpiresAt: expiresAt } });
    expect(
      await admin('POST', '/admin/member/membership', { memberId, level: 'P2' }),
    ).toMatchObject({
      code: 1,
      msg: 'REQUIRED',
      data: { fields: { expiresAt: 'REQUIRED' } },
    });
    expect(
      await admin('POST', '/admin/member/membership', { memberId, level: 'P0', expiresAt }),
    ).toMatchObject({ code: 0, data: { level: 'P0', membershipExpiresAt: null } });
    expect(
      await server.sql.value('SELECT membership_expires_at FROM members WHERE id = ?', memberId),
    ).toBeNull();
  });

  it('unlocks a frozen account: counts cleared, frozen money back to available', async () => {
    const { token, memberId, email } = await prepareMember(server, { cents: 42_000n });
    for (let i = 0; i < 5; i += 1)
      await server.call(
        'POST',
        '/wallet/withdraw',
        { amount: '100', password: 'Wrong#2026xx' },
        { token, key: true },
      );
    expect(await walletCents(server, memberId)).toMatchObject({ available: 0n, frozen: 42_000n });
    const reply = await admin('POST', '/admin/member/unlock', {
      memberId,
      reason: 'Identity confirmed by phone',
    });
    expect(reply).toMatchObject({ code: 0, data: { locked: false } });
    expect(await walletCents(server, memberId)).toMatchObject({ available: 42_000n, frozen: 0n });
    expect((await fundRecordsOf(server, memberId)).slice(-2)).toEqual([
      expect.objectContaining({ type: 'unfreeze', balance: 'frozen', amount_cents: -42_000 }),
      expect.objectContaining({ type: 'unfreeze', balance: 'available', amount_cents: 42_000 }),
    ]);
    const counts = await server.sql.get(
      'SELECT failed_logins, failed_withdrawal_passwords FROM members WHERE id = ?',
      memberId,
    );
    expect(counts).toEqual({ failed_logins: 0, failed_withdrawal_passwords: 0 });
    const login = await server.call('POST', '/login/login', {
      visitorType: 'personal',
      email,
      password: LOGIN_PASSWORD,
      agreed: true,
    });
    expect(login.code).toBe(0);
    const { ledger, wallet } = await ledgerVersusWallet(server, memberId);
    expect(ledger).toEqual(wallet);
  });

  it('answers NOT_FOUND for an unknown member or a guest', async () => {
    const guest = await server.guest();
    const guestId = (await server.sql.value(
      "SELECT id FROM members WHERE visitor_type = 'guest' ORDER BY id DESC LIMIT 1",
    )) as number;
    expect(guest).toBeTruthy();
    for (const memberId of [987_654, guestId]) {
      for (const [p, body] of [
        ['/admin/member/risk', { risk: true }],
        ['/admin/member/creditscore', { creditScore: 'poor' }],
        ['/admin/member/membership', { level: 'P0' }],
        ['/admin/member/unlock', { reason: 'Identity confirmed by phone' }],
      ] as const)
        expect(await admin('POST', p, { memberId, ...body }), `${p} ${memberId}`).toMatchObject({
          code: 1,
          msg: 'NOT_FOUND',
        });
    }
  });
});

describe('verification codes', () => {
  it('reads the last code sent to an email', async () => {
    const email = 'codes@green.sg';
    await server.call('POST', '/login/sendcode', { email, purpose: 'register' });
    const sent = server.codes.filter((c) => c.email === email).at(-1);
    expect(await admin('GET', '/admin/verificationcode', { email })).toMatchObject({
      code: 0,
      data: { email, purpose: 'register', code: sent?.code, used: false },
    });
    expect(
      await admin('GET', '/admin/verificationcode', { email, purpose: 'reset_password' }),
    ).toMatchObject({ code: 1, msg: 'NOT_FOUND' });
    expect(
      await admin('GET', '/admin/verificationcode', { email: 'nobody@green.sg' }),
    ).toMatchObject({
      code: 1,
      msg: 'NOT_FOUND',
    });
    expect(await admin('GET', '/admin/verificationcode', { email: 'not-an-email' })).toMatchObject({
      code: 1,
      msg: 'EMAIL_INVALID',
    });
  });
});
