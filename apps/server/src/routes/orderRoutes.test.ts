import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResultWire, replySchema } from '@carbonmarket/domain/contract';
import type { SocketPushInput } from '@carbonmarket/domain/contract';
import { startTestServer, LONG_SESSIONS } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { buy, createProject, projectRow, quickMember, setLevel } from '../testing/marketFixtures';
import type { OrderReply } from '../testing/marketFixtures';
import { ledgerMismatches } from '../ledger/ledgerInvariant';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionLifetime: LONG_SESSIONS });
});
afterAll(() => server.close());

/** A funded member with a level. */
const member = async (cents = 100_000n, level = 'P2') => {
  const m = await quickMember(server, { level });
  await server.fund(m.memberId, cents);
  return m;
};

describe('buying', () => {
  it('takes the money, delivers the tons, records the order and pushes both', async () => {
    const project = await createProject(server, { quantity: '200' });
    const { token, memberId } = await member(10_000n);
    const pushes: SocketPushInput[] = [];
    const stop = server.events.subscribe(memberId, (push) => pushes.push(push));
    const reply = await buy(server, token, project.id, '4');
    stop();
    expect(reply.code).toBe(0);
    const data = replySchema(orderResultWire).parse(reply).data;
    expect(data?.order).toMatchObject({
      kind: 'purchase',
      status: 'completed',
      projectId: project.id,
      projectName: 'Borneo Peatland Rewetting',
      bookingFee: null,
      forfeited: false,
    });
    expect(data?.order.orderNo).toMatch(/^CM20261120\d{6}$/);
    expect(data?.order.totalAmount.toString()).toBe('50.00');
    expect(reply.data.balances).toMatchObject({
      available: '50.00',
      credits: { normal: '4', presale: '0' },
    });
    expect(await projectRow(server, project.id)).toEqual({
      status: 'in_progress',
      remaining_milli_tons: 196_000,
    });
    expect(
      await server.sql.all(
        "SELECT type, balance, amount_cents, reference FROM fund_records WHERE member_id = ? AND type = 'purchase'",
        memberId,
      ),
    ).toEqual([
      {
        type: 'purchase',
        balance: 'available',
        amount_cents: -5000,
        reference: reply.data.order.orderNo,
      },
    ]);
    expect(
      await server.sql.all(
        'SELECT kind, type, milli_tons FROM credit_records WHERE member_id = ?',
        memberId,
      ),
    ).toEqual([{ kind: 'normal', type: 'purchase', milli_tons: 4000 }]);
    expect(pushes).toContainEqual({
      type: 'order',
      data: { orderId: reply.data.order.id, status: 'completed' },
    });
    expect(pushes.some((p) => p.type === 'balance')).toBe(true);
    const detail = await server.call('GET', '/projects/detail', { id: project.id });
    expect(detail.data).toMatchObject({ remainingTons: '196', progress: 2 });
  });

  it('shows in the project list at once: the list kept for readers is never older than a purchase', async () => {
    const project = await createProject(server, { quantity: '200' });
    const listed = async () => {
      const list = await server.call('GET', '/projects/list', { pageSize: 50 });
      const items = (list.data as { items: { id: number; remainingTons: string }[] }).items;
      return items.find((item) => item.id === project.id)?.remainingTons;
    };
    expect(await listed()).toBe('200');
    expect(await listed()).toBe('200');
    const { token } = await member(10_000n);
    expect((await buy(server, token, project.id, '4')).code).toBe(0);
    expect(await listed()).toBe('196');
    const other = await member(10_000n);
    expect((await buy(server, other.token, project.id, '5')).code).toBe(0);
    expect(await listed()).toBe('191');
  });

  it('accepts the quantity as a JSON integer too', async () => {
    const project = await createProject(server);
    const { token } = await member();
    expect((await buy(server, token, project.id, 2)).code).toBe(0);
  });

  it('refuses guests and visitors without a session', async () => {
    const project = await createProject(server);
    const guest = await server.guest();
    expect(await buy(server, guest, project.id, '1')).toMatchObject({
      code: 1,
      msg: 'GUEST_RESTRICTED',
    });
    const none = await server.call('POST', '/orders/buy', { projectId: project.id, quantity: '1' });
    expect(none).toMatchObject({ code: -1, msg: 'SESSION_EXPIRED' });
  });

  it('refuses unknown projects and every project status but in progress', async () => {
    const { token } = await member();
    expect((await buy(server, token, 999_999, '1')).msg).toBe('NOT_FOUND');
    const cases: [string, string][] = [
      ['not_begun', 'PROJECT_NOT_BEGUN'],
      ['pending_review', 'PROJECT_NOT_BEGUN'],
      ['ended', 'PROJECT_ENDED'],
      ['closed', 'PROJECT_ENDED'],
      ['full', 'PROJECT_FULL'],
    ];
    for (const [status, code] of cases) {
      const project = await createProject(server, { status });
      expect((await buy(server, token, project.id, '1')).msg, status).toBe(code);
    }
    const presale = await createProject(server, { status: 'presale', presale: {} });
    expect((await buy(server, token, presale.id, '1')).msg).toBe('PROJECT_NOT_BEGUN');
  });

  it('keeps to the selling window', async () => {
    const { token } = await member();
    const later = await createProject(server, { sellingStartsAt: '2026-11-21T00:00:00+08:00' });
    expect((await buy(server, token, later.id, '1')).msg).toBe('PROJECT_NOT_BEGUN');
    const over = await createProject(server, { sellingEndsAt: '2026-11-20T09:00:00+08:00' });
    expect((await buy(server, token, over.id, '1')).msg).toBe('PROJECT_ENDED');
    const open = await createProject(server, {
      sellingStartsAt: '2026-11-20T09:00:00+08:00',
      sellingEndsAt: '2026-11-21T00:00:00+08:00',
    });
    expect((await buy(server, token, open.id, '1')).code).toBe(0);
  });

  it('refuses members below the level, risk-flagged and locked accounts', async () => {
    const project = await createProject(server, { minLevel: 'P3' });
    const low = await member(100_000n, 'P2');
    expect((await buy(server, low.token, project.id, '1')).msg).toBe('MEMBERSHIP_LEVEL_TOO_LOW');
    await setLevel(server, low.memberId, 'P3');
    expect((await buy(server, low.token, project.id, '1')).code).toBe(0);
    const risky = await quickMember(server, { level: 'P5', risk: true });
    await server.fund(risky.memberId, 100_000n);
    expect((await buy(server, risky.token, project.id, '1')).msg).toBe('RISK_ACCOUNT_RESTRICTED');
    const locked = await quickMember(server, { level: 'P5', locked: true });
    await server.fund(locked.memberId, 100_000n);
    expect((await buy(server, locked.token, project.id, '1')).msg).toBe('ACCOUNT_LOCKED');
  });

  it('refuses quantities that are not whole, outside the bounds or above what remains', async () => {
    const project = await createProject(server, { quantity: '30', minTons: '2', maxTons: '20' });
    const { token } = await member();
    for (const quantity of ['1.5', '0', '-3', 'ten', 2.5])
      expect((await buy(server, token, project.id, quantity)).msg, String(quantity)).toBe(
        'QUANTITY_INVALID',
      );
    expect((await buy(server, token, project.id, '1')).msg).toBe('QUANTITY_BELOW_MINIMUM');
    expect((await buy(server, token, project.id, '21')).msg).toBe('QUANTITY_ABOVE_MAXIMUM');
    expect((await buy(server, token, project.id, '20')).code).toBe(0);
    expect((await buy(server, token, project.id, '11')).msg).toBe('INSUFFICIENT_REMAINING_TONS');
    expect((await projectRow(server, project.id)).remaining_milli_tons).toBe(10_000);
  });

  it('refuses a purchase whose terms of sale were not agreed, moving nothing', async () => {
    const project = await createProject(server);
    const { token, memberId } = await member();
    const before = await server.ledger.wallet(memberId);
    for (const agreed of [false, undefined, 'yes']) {
      const reply = await server.call(
        'POST',
        '/orders/buy',
        { projectId: project.id, quantity: '2', ...(agreed === undefined ? {} : { agreed }) },
        { token, key: true },
      );
      expect(reply.msg, String(agreed)).toBe('TERMS_NOT_AGREED');
    }
    expect(await server.ledger.wallet(memberId)).toEqual(before);
    expect((await projectRow(server, project.id)).remaining_milli_tons).toBe(1_000_000);
  });

  it('refuses a short balance and leaves everything as it was', async () => {
    const project = await createProject(server);
    const { token, memberId } = await member(4_999n);
    const before = await server.ledger.wallet(memberId);
    expect((await buy(server, token, project.id, '4')).msg).toBe('INSUFFICIENT_BALANCE');
    expect(await server.ledger.wallet(memberId)).toEqual(before);
    expect((await projectRow(server, project.id)).remaining_milli_tons).toBe(1_000_000);
    expect(
      await server.sql.value('SELECT COUNT(*) FROM orders WHERE member_id = ?', memberId),
    ).toBe(0);
    await server.fund(memberId, 1n);
    expect((await buy(server, token, project.id, '4')).data.balances.available).toBe('0.00');
  });

  it('ends a project full when its last ton is sold', async () => {
    const project = await createProject(server, { quantity: '5' });
    const { token } = await member();
    expect((await buy(server, token, project.id, '5')).code).toBe(0);
    expect(await projectRow(server, project.id)).toEqual({
      status: 'full',
      remaining_milli_tons: 0,
    });
    const other = await member();
    expect((await buy(server, other.token, project.id, '1')).msg).toBe('PROJECT_FULL');
  });
});

describe('purchase caps', () => {
  it('allow three purchases per project per Singapore month, again the next month', async () => {
    const local = await startTestServer({ sessionLifetime: LONG_SESSIONS });
    try {
      const project = await createProject(local);
      const m = await quickMember(local);
      await local.fund(m.memberId, 1_000_000n);
      for (let i = 0; i < 3; i += 1)
        expect((await buy(local, m.token, project.id, '1')).code).toBe(0);
      const refused = await buy(local, m.token, project.id, '1');
      expect(refused).toMatchObject({
        code: 1,
        msg: 'PURCHASE_MONTHLY_LIMIT_REACHED',
        data: { params: { times: 3, maxtimes: 3 } },
      });
      // Another project is counted apart.
      const other = await createProject(local);
      expect((await buy(local, m.token, other.id, '1')).code).toBe(0);
      // 23:59 on 30 November in Singapore: still November.
      local.setNow('2026-11-30T15:59:00.000Z');
      expect((await buy(local, m.token, project.id, '1')).msg).toBe(
        'PURCHASE_MONTHLY_LIMIT_REACHED',
      );
      // Midnight on 1 December in Singapore (still 30 November in UTC): a new month.
      local.setNow('2026-11-30T16:00:00.000Z');
      expect((await buy(local, m.token, project.id, '1')).code).toBe(0);
    } finally {
      await local.close();
    }
  });

  it('allow ten purchases per project in all', async () => {
    const local = await startTestServer({ sessionLifetime: LONG_SESSIONS });
    try {
      const project = await createProject(local);
      const m = await quickMember(local);
      await local.fund(m.memberId, 1_000_000n);
      const months = ['2026-11-20', '2026-12-10', '2027-01-10', '2027-02-10'];
      let bought = 0;
      for (const day of months) {
        local.setNow(`${day}T02:00:00.000Z`);
        for (let i = 0; i < 3 && bought < 10; i += 1, bought += 1)
          expect((await buy(local, m.token, project.id, '1')).code).toBe(0);
      }
      local.setNow('2027-03-10T02:00:00.000Z');
      expect(await buy(local, m.token, project.id, '1')).toMatchObject({
        msg: 'PURCHASE_TOTAL_LIMIT_REACHED',
        data: { params: { times: 10, maxtimes: 10 } },
      });
    } finally {
      await local.close();
    }
  });
});

describe('idempotency of buying', () => {
  it('replays the first reply byte for byte and buys once', async () => {
    const project = await createProject(server);
    const { token, memberId } = await member(100_000n);
    const key = randomUUID();
    const send = () =>
      server.callRaw(
        'POST',
        '/orders/buy',
        { projectId: project.id, quantity: '3', agreed: true },
        { token, key },
      );
    const first = await (await send()).text();
    server.advance(5_000);
    const second = await (await send()).text();
    expect(second).toBe(first);
    expect((JSON.parse(first) as { code: number }).code).toBe(0);
    expect(
      await server.sql.value('SELECT COUNT(*) FROM orders WHERE member_id = ?', memberId),
    ).toBe(1);
    expect((await server.ledger.wallet(memberId)).available).toBe(100_000n - 3_750n);
    // The payload fields every call carries (t, lang, v) do not make it another request.
    const decorated = await server.callRaw(
      'POST',
      '/orders/buy',
      { projectId: project.id, quantity: '3', agreed: true, t: Date.now(), lang: 'cn', v: '1.0.0' },
      { token, key },
    );
    expect(await decorated.text()).toBe(first);
  });

  it('refuses the same key with other parameters, and a call without a key', async () => {
    const project = await createProject(server);
    const { token } = await member();
    const key = randomUUID();
    expect((await buy(server, token, project.id, '1', key)).code).toBe(0);
    expect((await buy(server, token, project.id, '2', key)).msg).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(
      (
        await server.call<OrderReply>(
          'POST',
          '/orders/buy',
          { projectId: project.id, quantity: '1', agreed: true },
          { token },
        )
      ).msg,
    ).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });
});

describe('racing for the last tons', () => {
  it('sells exactly the stock to fifty members buying at once, never more', async () => {
    const project = await createProject(server, { quantity: '30', unitPrice: '7.35' });
    const members = await Promise.all(Array.from({ length: 50 }, () => member(10_000n, 'P0')));
    const replies = await Promise.all(
      members.map(({ token }) => buy(server, token, project.id, '1')),
    );
    const ok = replies.filter((r) => r.code === 0);
    expect(ok).toHaveLength(30);
    for (const r of replies.filter((reply) => reply.code !== 0))
      expect(['PROJECT_FULL', 'INSUFFICIENT_REMAINING_TONS']).toContain(r.msg);
    expect(await projectRow(server, project.id)).toEqual({
      status: 'full',
      remaining_milli_tons: 0,
    });
    const held = await server.sql.value(
      "SELECT SUM(milli_tons) FROM holdings WHERE project_id = ? AND kind = 'normal'",
      project.id,
    );
    const credited = await server.sql.value(
      'SELECT SUM(milli_tons) FROM credit_records WHERE project_id = ?',
      project.id,
    );
    expect(held).toBe(30_000);
    expect(credited).toBe(30_000);
    const paid = await server.sql.value(
      "SELECT SUM(f.amount_cents) FROM fund_records f JOIN orders o ON o.order_no = f.reference WHERE o.project_id = ? AND f.type = 'purchase'",
      project.id,
    );
    expect(paid).toBe(-30 * 735);
    let spent = 0n;
    for (const m of members) spent += 10_000n - (await server.ledger.wallet(m.memberId)).available;
    expect(spent).toBe(30n * 735n);
    expect(await ledgerMismatches(server.data.q())).toEqual([]);
  });

  it('never oversells when one member fires many requests at once', async () => {
    const project = await createProject(server, { quantity: '10', maxTons: '3' });
    const local = await Promise.all([
      member(1_000_000n),
      member(1_000_000n),
      member(1_000_000n),
      member(1_000_000n),
    ]);
    const replies = await Promise.all(
      local.flatMap(({ token }) => [1, 2, 3].map((n) => buy(server, token, project.id, n))),
    );
    const sold = replies
      .filter((r) => r.code === 0)
      .reduce((sum, r) => sum + Number(r.data.order.quantity), 0);
    expect(sold).toBeLessThanOrEqual(10);
    expect((await projectRow(server, project.id)).remaining_milli_tons).toBe((10 - sold) * 1000);
    expect(await ledgerMismatches(server.data.q())).toEqual([]);
  });
});

describe('order list and detail', () => {
  it('pages the member’s own orders newest first, filtered by status and kind', async () => {
    const project = await createProject(server);
    const { token } = await member();
    const other = await member();
    const ids: number[] = [];
    for (const quantity of ['1', '2', '3'])
      ids.push((await buy(server, token, project.id, quantity)).data.order.id);
    await buy(server, other.token, project.id, '1');
    const page = await server.call<{
      items: { id: number; quantity: string }[];
      total: number;
      hasMore: boolean;
    }>('GET', '/orders/list', { page: 1, pageSize: 2 }, { token });
    expect(page.data.total).toBe(3);
    expect(page.data.hasMore).toBe(true);
    expect(page.data.items.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    const completed = await server.call<{ total: number }>(
      'GET',
      '/orders/list',
      { status: 'completed', kind: 'purchase' },
      { token },
    );
    expect(completed.data.total).toBe(3);
    const presales = await server.call<{ total: number }>(
      'GET',
      '/orders/list',
      { kind: 'presale' },
      { token },
    );
    expect(presales.data.total).toBe(0);
    expect((await server.call('GET', '/orders/list', { status: 'lost' }, { token })).msg).toBe(
      'OPERATION_FAILED',
    );
    const detail = await server.call<{ id: number; quantity: string }>(
      'GET',
      '/orders/detail',
      { id: ids[1] ?? 0 },
      { token },
    );
    expect(detail.data).toMatchObject({ id: ids[1], quantity: '2' });
    expect(
      (await server.call('GET', '/orders/detail', { id: ids[1] ?? 0 }, { token: other.token })).msg,
    ).toBe('NOT_FOUND');
    const guest = await server.guest();
    expect((await server.call('GET', '/orders/list', {}, { token: guest })).msg).toBe(
      'GUEST_RESTRICTED',
    );
    expect((await server.call('GET', '/orders/list')).code).toBe(-1);
  });
});
