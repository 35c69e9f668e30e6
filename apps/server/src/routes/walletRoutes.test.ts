import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesWire, fundRecordWire, withdrawalWire } from '@carbonmarket/domain/contract';
import { UNLIMITED_PASSWORD_CHECKS, startTestServer, LONG_SESSIONS } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import {
  WITHDRAWAL_PASSWORD,
  capturePushes,
  createMember,
  fundRecordsOf,
  ledgerVersusWallet,
  loginAgain,
  prepareMember,
  walletCents,
} from '../testing/accountWalletKit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    throttle: UNLIMITED_PASSWORD_CHECKS,
    sessionLifetime: LONG_SESSIONS,
  });
});
afterAll(() => server.close());

// Friday 20 November 2026, 10:00 in Singapore: the test server's start.
const FRIDAY = '2026-11-20T02:00:00.000Z';

const WALLET_ENDPOINTS: ['GET' | 'POST', string, Record<string, unknown>][] = [
  ['GET', '/wallet/balances', {}],
  ['GET', '/wallet/fundrecords', {}],
  ['POST', '/wallet/topup', { amount: '100' }],
  ['GET', '/wallet/topup', { id: 1 }],
  ['POST', '/wallet/topup/cancel', { id: 1 }],
  ['GET', '/wallet/withdrawalfee', { amount: '100' }],
  ['GET', '/wallet/withdrawalallowance', {}],
  ['POST', '/wallet/withdraw', { amount: '100', password: WITHDRAWAL_PASSWORD }],
  ['GET', '/wallet/withdrawals', {}],
];

const withdraw = (
  token: string,
  amount: string,
  password = WITHDRAWAL_PASSWORD,
  key: string | true = true,
) => server.call('POST', '/wallet/withdraw', { amount, password }, { token, key });

describe('access', () => {
  it('ends the session without a token and refuses guests, on every wallet endpoint', async () => {
    const guest = await server.guest();
    for (const [method, p, body] of WALLET_ENDPOINTS) {
      expect(await server.call(method, p, body, { key: true }), `${method} ${p}`).toMatchObject({
        code: -1,
      });
      expect(
        await server.call(method, p, body, { token: guest, key: true }),
        `${method} ${p}`,
      ).toMatchObject({ code: 1, msg: 'GUEST_RESTRICTED' });
    }
  });
});

describe('balances and fund records', () => {
  it('shows an empty wallet, then every balance as decimal text', async () => {
    const { token, memberId } = await createMember(server);
    const empty = await server.call('GET', '/wallet/balances', {}, { token });
    expect(empty.data).toEqual({
      available: '0.00',
      frozen: '0.00',
      pending: '0.00',
      declined: '0.00',
      credits: { normal: '0', presale: '0' },
    });
    await server.fund(memberId, 123_456n);
    const funded = await server.call('GET', '/wallet/balances', {}, { token });
    expect(balancesWire.parse(funded.data).available.toString()).toBe('1234.56');
  });

  it('pages the fund records newest first and filters by type', async () => {
    const { token, memberId } = await createMember(server);
    for (const cents of [100n, 200n, 300n]) await server.fund(memberId, cents);
    const top = await server.call('POST', '/wallet/topup', { amount: '10' }, { token, key: true });
    await server.call(
      'POST',
      '/admin/topup/confirm',
      { id: (top.data as { id: number }).id },
      { admin: true },
    );

    const first = await server.call<{ items: unknown[]; total: number; hasMore: boolean }>(
      'GET',
      '/wallet/fundrecords',
      { page: 1, pageSize: 2 },
      { token },
    );
    expect(first.data).toMatchObject({ page: 1, pageSize: 2, total: 4, hasMore: true });
    const items = first.data.items.map((item) => fundRecordWire.parse(item));
    expect(items.map((r) => [r.type, r.amount.toString(), r.balanceAfter.toString()])).toEqual([
      ['top_up', '10.00', '16.00'],
      ['adjustment', '3.00', '6.00'],
    ]);
    expect(items[0]?.reference).toMatch(/^CM[A-Z0-9]{10}$/);
    const second = await server.call<{ items: { amount: string }[]; hasMore: boolean }>(
      'GET',
      '/wallet/fundrecords',
      { page: 2, pageSize: 2 },
      { token },
    );
    expect(second.data.items.map((r) => r.amount)).toEqual(['2.00', '1.00']);
    expect(second.data.hasMore).toBe(false);
    const topUps = await server.call<{ items: { type: string }[]; total: number }>(
      'GET',
      '/wallet/fundrecords',
      { type: 'top_up' },
      { token },
    );
    expect(topUps.data.total).toBe(1);
    expect(
      await server.call('GET', '/wallet/fundrecords', { type: 'lottery' }, { token }),
    ).toMatchObject({ code: 1, data: { fields: { type: 'OPERATION_FAILED' } } });
    // Only the member's own records.
    const other = await createMember(server);
    expect(
      (
        await server.call<{ total: number }>(
          'GET',
          '/wallet/fundrecords',
          {},
          { token: other.token },
        )
      ).data.total,
    ).toBe(0);
  });
});

describe('withdrawal fee', () => {
  it('is 1 % with a 2 SGD floor, deducted from the amount', async () => {
    const { token } = await createMember(server);
    expect(
      await server.call('GET', '/wallet/withdrawalfee', { amount: '1000' }, { token }),
    ).toMatchObject({ code: 0, data: { amount: '1000.00', fee: '10.00', net: '990.00' } });
    expect(
      (await server.call('GET', '/wallet/withdrawalfee', { amount: '150' }, { token })).data,
    ).toEqual({ amount: '150.00', fee: '2.00', net: '148.00' });
    expect(
      await server.call('GET', '/wallet/withdrawalfee', { amount: 'ten' }, { token }),
    ).toMatchObject({ code: 1, msg: 'AMOUNT_INVALID' });
  });
});

describe('withdrawal allowance', () => {
  const allowance = async (token: string) =>
    (await server.call('GET', '/wallet/withdrawalallowance', {}, { token })).data;

  it('says the bounds and what is left of the day, refused withdrawals given back', async () => {
    server.setNow(FRIDAY);
    const { token } = await prepareMember(server, { cents: 20_000_000n });
    expect(await allowance(token)).toEqual({
      min: '50.00',
      max: '50000.00',
      dailyMax: '100000.00',
      dailyLeft: '100000.00',
      feePercent: '1',
      feeMin: '2.00',
      closed: null,
    });
    expect((await withdraw(token, '50000')).code).toBe(0);
    const second = withdrawalWire.parse((await withdraw(token, '49999.50')).data);
    expect(await allowance(token)).toMatchObject({ dailyLeft: '0.50' });
    await server.call(
      'POST',
      '/admin/withdrawal/refuse',
      { id: second.id, reason: 'Bank details do not match' },
      { admin: true },
    );
    expect(await allowance(token)).toMatchObject({ dailyLeft: '50000.00' });
  });

  it('says which weekend day closes withdrawals, Singapore time', async () => {
    const { token } = await createMember(server);
    server.setNow('2026-11-20T16:01:00.000Z');
    expect(await allowance(token)).toMatchObject({ closed: 'WITHDRAWAL_CLOSED_SATURDAY' });
    server.setNow('2026-11-22T15:59:00.000Z');
    expect(await allowance(token)).toMatchObject({ closed: 'WITHDRAWAL_CLOSED_SUNDAY' });
    server.setNow(FRIDAY);
  });
});

describe('withdraw', () => {
  it('pays the PayNow number when asked, and refuses it when none is saved', async () => {
    server.setNow(FRIDAY);
    const { token } = await prepareMember(server, { cents: 100_000n });
    const paid = await server.call(
      'POST',
      '/wallet/withdraw',
      { amount: '100', password: WITHDRAWAL_PASSWORD, to: 'paynow' },
      { token, key: true },
    );
    expect(withdrawalWire.parse(paid.data)).toMatchObject({ destination: 'paynow' });
    const admin = await server.call<{ items: { id: number; paynowNumber: string | null }[] }>(
      'GET',
      '/admin/withdrawals',
      {},
      { admin: true },
    );
    expect(admin.data.items.find((w) => w.id === withdrawalWire.parse(paid.data).id)).toMatchObject(
      {
        destination: 'paynow',
        paynowNumber: '91234567',
      },
    );
    expect(withdrawalWire.parse((await withdraw(token, '100')).data)).toMatchObject({
      destination: 'bank',
    });
    const saved = await server.call(
      'PUT',
      '/member/bankcard',
      { bankName: 'DBS Bank', accountNumber: '012-345678-9', holderName: 'Ana Tan' },
      { token },
    );
    expect(saved.code).toBe(0);
    expect(
      await server.call(
        'POST',
        '/wallet/withdraw',
        { amount: '100', password: WITHDRAWAL_PASSWORD, to: 'paynow' },
        { token, key: true },
      ),
    ).toMatchObject({ code: 1, msg: 'BANK_INFO_INCORRECT' });
  });

  it('takes the amount from available at once and lists the processing withdrawal', async () => {
    server.setNow(FRIDAY);
    const { token, memberId } = await prepareMember(server, { cents: 100_000n });
    const { pushes, stop } = capturePushes(server, memberId);
    const reply = await withdraw(token, '200');
    stop();
    expect(reply.code).toBe(0);
    const made = withdrawalWire.parse(reply.data);
    expect(made).toMatchObject({ status: 'processing', completedAt: null, refusedAt: null });
    expect([made.amount, made.fee, made.netAmount].map(String)).toEqual([
      '200.00',
      '2.00',
      '198.00',
    ]);
    expect((await walletCents(server, memberId)).available).toBe(80_000n);
    expect((await fundRecordsOf(server, memberId)).at(-1)).toMatchObject({
      type: 'withdrawal',
      balance: 'available',
      amount_cents: -20_000,
      reference: `WD-${String(made.id).padStart(6, '0')}`,
    });
    expect(pushes).toEqual([
      expect.objectContaining({
        type: 'balance',
        data: expect.objectContaining({ available: '800.00' }),
      }),
      { type: 'withdrawal', data: { withdrawalId: made.id, status: 'processing' } },
    ]);
    await withdraw(token, '100');
    const list = await server.call<{ items: { amount: string }[]; total: number }>(
      'GET',
      '/wallet/withdrawals',
      { pageSize: 1 },
      { token },
    );
    expect(list.data).toMatchObject({ total: 2, hasMore: true });
    expect(list.data.items.map((w) => w.amount)).toEqual(['100.00']);
  });

  it('needs a bank card', async () => {
    const { token } = await prepareMember(server, { cents: 100_000n, card: false });
    expect(await withdraw(token, '100')).toMatchObject({ code: 1, msg: 'BANK_INFO_INCORRECT' });
  });

  it('needs a withdrawal password set first', async () => {
    const { token } = await prepareMember(server, { cents: 100_000n, withdrawalPassword: false });
    expect(await withdraw(token, '100')).toMatchObject({
      code: 1,
      msg: 'WITHDRAWAL_PASSWORD_NOT_SET',
    });
  });

  it('keeps the amount between the minimum and the maximum', async () => {
    const { token, memberId } = await prepareMember(server, { cents: 10_000_000n });
    expect(await withdraw(token, '49.99')).toMatchObject({ code: 1, msg: 'AMOUNT_BELOW_MINIMUM' });
    expect(await withdraw(token, '50000.01')).toMatchObject({
      code: 1,
      msg: 'AMOUNT_ABOVE_MAXIMUM',
    });
    expect((await walletCents(server, memberId)).available).toBe(10_000_000n);
  });

  it('stops at 100,000 SGD a Singapore day, counting again the next working day', async () => {
    server.setNow(FRIDAY);
    const { token } = await prepareMember(server, { cents: 20_000_000n });
    expect((await withdraw(token, '50000')).code).toBe(0);
    expect((await withdraw(token, '49950')).code).toBe(0);
    expect(await withdraw(token, '50.01')).toMatchObject({
      code: 1,
      msg: 'DAILY_WITHDRAWAL_LIMIT_REACHED',
    });
    expect((await withdraw(token, '50')).code).toBe(0);
    // Monday 23 November, 00:05 in Singapore (Sunday 16:05 UTC): a new day.
    server.setNow('2026-11-22T16:05:00.000Z');
    expect((await withdraw(token, '50000')).code).toBe(0);
    server.setNow(FRIDAY);
  });

  it('never takes more than the available balance', async () => {
    const { token, memberId } = await prepareMember(server, { cents: 9_999n });
    expect(await withdraw(token, '100')).toMatchObject({ code: 1, msg: 'INSUFFICIENT_BALANCE' });
    expect((await walletCents(server, memberId)).available).toBe(9_999n);
  });

  it('is closed on Saturday and Sunday in Singapore', async () => {
    const { token, memberId } = await prepareMember(server, { cents: 100_000n });
    // Saturday 00:01 in Singapore is still Friday in UTC.
    server.setNow('2026-11-20T16:01:00.000Z');
    expect(await withdraw(token, '100')).toMatchObject({
      code: 1,
      msg: 'WITHDRAWAL_CLOSED_SATURDAY',
    });
    server.setNow('2026-11-22T15:59:00.000Z');
    expect(await withdraw(token, '100')).toMatchObject({
      code: 1,
      msg: 'WITHDRAWAL_CLOSED_SUNDAY',
    });
    server.setNow(FRIDAY);
    expect((await walletCents(server, memberId)).available).toBe(100_000n);
  });

  it('refuses risk-flagged, locked and frozen accounts', async () => {
    const risky = await prepareMember(server, { cents: 100_000n });
    await server.call(
      'POST',
      '/admin/member/risk',
      { memberId: risky.memberId, risk: true },
      { admin: true },
    );
    const token = await loginAgain(server, risky.email);
    expect(await withdraw(token, '100')).toMatchObject({ code: 1, msg: 'RISK_ACCOUNT_RESTRICTED' });

    const locked = await prepareMember(server, { cents: 100_000n });
    await server.sql.run('UPDATE members SET locked = 1 WHERE id = ?', locked.memberId);
    expect(await withdraw(locked.token, '100')).toMatchObject({ code: 1, msg: 'ACCOUNT_LOCKED' });

    const frozen = await prepareMember(server, { cents: 100_000n });
    await server.ledger.postMoney(
      {
        memberId: frozen.memberId,
        balance: 'frozen',
        cents: 500n,
        type: 'adjustment',
        reference: 'test',
      },
      server.now(),
    );
    expect(await withdraw(frozen.token, '100')).toMatchObject({ code: 1, msg: 'BALANCE_FROZEN' });
  });

  it('counts wrong passwords down from 4, and the fifth locks and freezes the balance', async () => {
    const { token, memberId } = await prepareMember(server, { cents: 77_700n });
    for (const times of [4, 3, 2, 1])
      expect(await withdraw(token, '100', 'Wrong#2026xx')).toMatchObject({
        code: 1,
        msg: 'TRADING_PASSWORD_ATTEMPTS_LEFT',
        data: { params: { times } },
      });
    expect(await withdraw(token, '100', 'Wrong#2026xx')).toMatchObject({
      code: 1,
      msg: 'BALANCE_FROZEN',
    });
    expect((await server.call('GET', '/wallet/balances', {}, { token })).code).toBe(-1);
    expect(await walletCents(server, memberId)).toMatchObject({ available: 0n, frozen: 77_700n });
    expect(await server.sql.value('SELECT locked FROM members WHERE id = ?', memberId)).toBe(1);
    expect(
      await server.sql.value('SELECT count(*) FROM withdrawals WHERE member_id = ?', memberId),
    ).toBe(0);
    const { ledger, wallet } = await ledgerVersusWallet(server, memberId);
    expect(ledger).toEqual(wallet);
  });

  it('a right password clears the count of wrong ones', async () => {
    const { token, memberId } = await prepareMember(server, { cents: 100_000n });
    await withdraw(token, '100', 'Wrong#2026xx');
    await withdraw(token, '100', 'Wrong#2026xx');
    expect((await withdraw(token, '100')).code).toBe(0);
    expect((await withdraw(token, '100', 'Wrong#2026xx')).data).toMatchObject({
      params: { times: 4 },
    });
    expect(
      await server.sql.value(
        'SELECT failed_withdrawal_passwords FROM members WHERE id = ?',
        memberId,
      ),
    ).toBe(1);
  });

  it('replays the first reply byte for byte and moves the money once', async () => {
    const { token, memberId } = await prepareMember(server, { cents: 100_000n });
    const key = randomUUID();
    const send = (amount: string, password = WITHDRAWAL_PASSWORD) =>
      server.callRaw('POST', '/wallet/withdraw', { amount, password }, { token, key });
    const first = await (await send('300')).text();
    server.advance(1_000);
    const second = await (await send('300.00')).text();
    expect(second).toBe(first);
    expect(JSON.parse(first)).toMatchObject({ code: 0, data: { amount: '300.00' } });
    expect((await walletCents(server, memberId)).available).toBe(70_000n);
    expect(
      (await fundRecordsOf(server, memberId)).filter((r) => r.type === 'withdrawal'),
    ).toHaveLength(1);
    expect(JSON.parse(await (await send('301')).text())).toMatchObject({
      code: 1,
      msg: 'IDEMPOTENCY_KEY_REUSED',
    });
    // The password takes no part in matching a replay (it is never hashed into the stored key):
    // the same key with another password is the same request, answered as before, counting nothing.
    expect(await (await send('300', 'Wrong#2026xx')).text()).toBe(first);
    expect(
      await server.sql.value(
        'SELECT failed_withdrawal_passwords FROM members WHERE id = ?',
        memberId,
      ),
    ).toBe(0);
  });

  it('keeps the daily limit under parallel requests', async () => {
    server.setNow(FRIDAY);
    const { token, memberId } = await prepareMember(server, { cents: 30_000_000n });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(token, '40000', WITHDRAWAL_PASSWORD, randomUUID())),
    );
    expect(replies.filter((r) => r.code === 0)).toHaveLength(2);
    expect(replies.filter((r) => r.code !== 0).map((r) => r.msg)).toEqual(
      Array.from({ length: 3 }, () => 'DAILY_WITHDRAWAL_LIMIT_REACHED'),
    );
    expect((await walletCents(server, memberId)).available).toBe(30_000_000n - 8_000_000n);
  }, 60_000);

  it('never overdraws under 50 parallel requests, and the ledger matches the wallet', async () => {
    server.setNow(FRIDAY);
    const { token, memberId } = await prepareMember(server, { cents: 100_000n });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(token, '50', WITHDRAWAL_PASSWORD, randomUUID())),
    );
    const ok = replies.filter((r) => r.code === 0);
    expect(ok).toHaveLength(20);
    expect(replies.filter((r) => r.code !== 0).map((r) => r.msg)).toEqual(
      Array.from({ length: 30 }, () => 'INSUFFICIENT_BALANCE'),
    );
    expect((await walletCents(server, memberId)).available).toBe(0n);
    const { ledger, wallet } = await ledgerVersusWallet(server, memberId);
    expect(ledger).toEqual(wallet);
    expect(
      await server.sql.value('SELECT count(*) FROM withdrawals WHERE member_id = ?', memberId),
    ).toBe(20);
  }, 180_000);
});
