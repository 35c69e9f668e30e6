import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, LONG_SESSIONS } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import {
  createMember,
  fundRecordsOf,
  ledgerVersusWallet,
  walletCents,
} from '../testing/accountWalletKit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionLifetime: LONG_SESSIONS });
});
afterAll(() => server.close());

const FRIDAY = '2026-11-20T02:00:00.000Z';
const DAY = 86_400_000;

interface Joined {
  purchaseId: number;
  level: string;
  price: string;
  startsAt: string;
  expiresAt: string;
  balances: { available: string };
}

const join = (token: string, level: string, period: string, key: string | true = true) =>
  server.call<Joined>('POST', '/membership/join', { level, period }, { token, key });

describe('access', () => {
  it('ends the session without a token and refuses guests', async () => {
    const guest = await server.guest();
    for (const [method, p, body] of [
      ['GET', '/membership/plans', {}],
      ['POST', '/membership/join', { level: 'P1', period: 'monthly' }],
    ] as const) {
      expect((await server.call(method, p, body, { key: true })).code).toBe(-1);
      expect(await server.call(method, p, body, { token: guest, key: true })).toMatchObject({
        code: 1,
        msg: 'GUEST_RESTRICTED',
      });
    }
  });
});

describe('plans', () => {
  it('prices P1 to P5 monthly and annually, with the member’s level and expiry', async () => {
    const { token } = await createMember(server);
    const reply = await server.call<{
      plans: { level: string; period: string; price: string }[];
      level: string;
      expiresAt: string | null;
      presaleSellLevel: string;
    }>('GET', '/membership/plans', {}, { token });
    expect(reply.code).toBe(0);
    expect(reply.data.plans).toHaveLength(10);
    const price = (level: string, period: string) =>
      reply.data.plans.find((p) => p.level === level && p.period === period)?.price;
    expect(price('P1', 'monthly')).toBe('9.90');
    expect(price('P2', 'monthly')).toBe('19.80');
    expect(price('P1', 'annual')).toBe('99.00');
    expect(price('P5', 'annual')).toBe('1584.00');
    expect(reply.data).toMatchObject({ level: 'P0', expiresAt: null, presaleSellLevel: 'P3' });
  });
});

describe('join and renew', () => {
  it('buys a plan from the available balance and sets the level and expiry', async () => {
    server.setNow(FRIDAY);
    const { token, memberId } = await createMember(server);
    await server.fund(memberId, 10_000n);
    const reply = await join(token, 'P2', 'monthly');
    expect(reply).toMatchObject({
      code: 0,
      data: {
        level: 'P2',
        period: 'monthly',
        price: '19.80',
        startsAt: FRIDAY,
        expiresAt: '2026-12-20T02:00:00.000Z',
        balances: { available: '80.20', frozen: '0.00' },
      },
    });
    expect((await walletCents(server, memberId)).available).toBe(10_000n - 1_980n);
    expect((await fundRecordsOf(server, memberId)).at(-1)).toMatchObject({
      type: 'membership',
      amount_cents: -1_980,
      reference: `MB-${String(reply.data.purchaseId).padStart(6, '0')}`,
    });
    expect((await server.call('GET', '/member/profile', {}, { token })).data).toMatchObject({
      level: 'P2',
      membershipExpiresAt: '2026-12-20T02:00:00.000Z',
    });
  });

  it('extends a renewal from the current expiry, starts a higher level now, refuses a lower one', async () => {
    server.setNow(FRIDAY);
    const { token, memberId } = await createMember(server);
    await server.fund(memberId, 100_000n);
    await join(token, 'P2', 'monthly');
    server.advance(10 * DAY);
    const renewal = await join(token, 'P2', 'annual');
    expect(renewal.data).toMatchObject({
      startsAt: '2026-12-20T02:00:00.000Z',
      expiresAt: '2027-12-20T02:00:00.000Z',
      price: '198.00',
    });
    expect(await join(token, 'P1', 'monthly')).toMatchObject({
      code: 1,
      msg: 'MEMBERSHIP_DOWNGRADE_NOT_ALLOWED',
    });
    const upgrade = await join(token, 'P3', 'monthly');
    expect(upgrade.data).toMatchObject({
      level: 'P3',
      startsAt: server.now().toISOString(),
      expiresAt: '2026-12-30T02:00:00.000Z',
    });
    expect(
      await server.sql.value(
        'SELECT count(*) FROM membership_purchases WHERE member_id = ?',
        memberId,
      ),
    ).toBe(3);
    server.setNow(FRIDAY);
  });

  it('lets a lapsed membership go to P0, after which any level may start', async () => {
    server.setNow(FRIDAY);
    const { token, memberId } = await createMember(server);
    await server.fund(memberId, 100_000n);
    await join(token, 'P4', 'monthly');
    server.advance(31 * DAY);
    expect((await server.call('GET', '/membership/plans', {}, { token })).data).toMatchObject({
      level: 'P0',
      expiresAt: null,
    });
    expect((await server.call('GET', '/member/profile', {}, { token })).data).toMatchObject({
      level: 'P0',
      membershipExpiresAt: null,
    });
    expect((await join(token, 'P1', 'monthly')).data).toMatchObject({
      level: 'P1',
      startsAt: server.now().toISOString(),
    });
    server.setNow(FRIDAY);
  });

  it('refuses without the money, changing nothing', async () => {
    const { token, memberId } = await createMember(server);
    await server.fund(memberId, 989n);
    expect(await join(token, 'P1', 'monthly')).toMatchObject({
      code: 1,
      msg: 'INSUFFICIENT_BALANCE',
    });
    expect((await walletCents(server, memberId)).available).toBe(989n);
    expect(
      await server.sql.value(
        'SELECT count(*) FROM membership_purchases WHERE member_id = ?',
        memberId,
      ),
    ).toBe(0);
    expect(await server.sql.value('SELECT level FROM members WHERE id = ?', memberId)).toBe('P0');
  });

  it('refuses a locked account and an unknown plan', async () => {
    const { token, memberId } = await createMember(server);
    await server.fund(memberId, 100_000n);
    expect(await join(token, 'P6', 'monthly')).toMatchObject({
      code: 1,
      data: { fields: { level: 'OPERATION_FAILED' } },
    });
    expect(await join(token, 'P1', 'weekly')).toMatchObject({
      code: 1,
      data: { fields: { period: 'OPERATION_FAILED' } },
    });
    await server.sql.run('UPDATE members SET locked = 1 WHERE id = ?', memberId);
    expect(await join(token, 'P1', 'monthly')).toMatchObject({ code: 1, msg: 'ACCOUNT_LOCKED' });
  });

  it('replays the first reply byte for byte and charges once', async () => {
    const { token, memberId } = await createMember(server);
    await server.fund(memberId, 100_000n);
    const key = randomUUID();
    const first = await (
      await server.callRaw(
        'POST',
        '/membership/join',
        { level: 'P1', period: 'annual' },
        { token, key },
      )
    ).text();
    const again = await (
      await server.callRaw(
        'POST',
        '/membership/join',
        { level: 'P1', period: 'annual' },
        { token, key },
      )
    ).text();
    expect(again).toBe(first);
    expect((await walletCents(server, memberId)).available).toBe(100_000n - 9_900n);
    expect(await join(token, 'P2', 'annual', key)).toMatchObject({
      code: 1,
      msg: 'IDEMPOTENCY_KEY_REUSED',
    });
    const { ledger, wallet } = await ledgerVersusWallet(server, memberId);
    expect(ledger).toEqual(wallet);
  });
});
