import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replySchema, holdingDetailWire, endpoints } from '@carbonmarket/domain/contract';
import { startTestServer, LONG_SESSIONS } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { book, buy, createProject, projectRow, quickMember } from '../testing/marketFixtures';
import { ledgerMismatches } from '../ledger/ledgerInvariant';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionLifetime: LONG_SESSIONS });
});
afterAll(() => server.close());

interface SaleReply {
  sale: {
    id: number;
    saleNo: string;
    tons: string;
    unitPrice: string;
    proceeds: string;
    status: string;
    payoutAt: string;
    settledAt: string | null;
  };
  balances: { available: string; pending: string; credits: { normal: string; presale: string } };
}

const sell = (token: string, projectId: number, kind: string, quantity: string | number) =>
  server.call<SaleReply>(
    'POST',
    '/credits/sell',
    { projectId, kind, quantity },
    { token, key: true },
  );

/** A member holding 10 normal tons of a project at 12.34 a ton. */
async function holder(level = 'P0') {
  const project = await createProject(server, { unitPrice: '12.34' });
  const m = await quickMember(server, { level });
  await server.fund(m.memberId, 100_000n);
  expect((await buy(server, m.token, project.id, '10')).code).toBe(0);
  return { ...m, project };
}

/** A member holding presale credits: booked 10 t, final price 13.00 for all, paid. */
async function presaleHolder(level: string) {
  const project = await createProject(server, {
    status: 'presale',
    presale: {},
    unitPrice: '12.00',
  });
  const m = await quickMember(server, { level });
  await server.fund(m.memberId, 100_000n);
  const booked = (await book(server, m.token, project.id, '10')).data.order;
  await server.call(
    'POST',
    '/admin/projects/final',
    { id: project.id, finalUnitPrice: '13.00', finalTons: '10' },
    { admin: true },
  );
  const paid = await server.call(
    'POST',
    '/orders/payfinal',
    { orderId: booked.id },
    { token: m.token, key: true },
  );
  expect(paid.code).toBe(0);
  return { ...m, project };
}

describe('holdings', () => {
  it('lists normal and presale holdings with their carbon detail and value', async () => {
    const a = await holder();
    const b = await presaleHolder('P0');
    // Holdings of two projects for one member.
    await buy(server, b.token, a.project.id, '2');
    const reply = await server.call('GET', '/credits/list', {}, { token: b.token });
    const data = replySchema(endpoints.credits.holdings.response).parse(reply).data;
    expect(data?.totals.normal.toString()).toBe('2');
    expect(data?.totals.presale.toString()).toBe('10');
    expect(reply.data).toMatchObject({
      normal: [
        {
          id: a.project.id * 2,
          projectId: a.project.id,
          kind: 'normal',
          tons: '2',
          unitPrice: '12.34',
          value: '24.68',
          detail: {
            offsettedAmount: '2',
            vintage: 2024,
            verificationAgency: 'SCS Global Services',
            monitoring: 'Satellite water-table monitoring, yearly field audit',
            creditType: 'Avoided emissions (VCU)',
          },
        },
      ],
      presale: [
        {
          id: b.project.id * 2 + 1,
          kind: 'presale',
          tons: '10',
          unitPrice: '13.00',
          value: '130.00',
        },
      ],
    });
    const guest = await server.guest();
    expect((await server.call('GET', '/credits/list', {}, { token: guest })).msg).toBe(
      'GUEST_RESTRICTED',
    );
    expect((await server.call('GET', '/credits/list')).code).toBe(-1);
  });

  it('shows one holding with its changes and whether it may be sold', async () => {
    const { token, project } = await holder();
    await sell(token, project.id, 'normal', '2.5');
    const reply = await server.call(
      'GET',
      '/credits/detail',
      { projectId: project.id, kind: 'normal' },
      { token },
    );
    const data = replySchema(holdingDetailWire).parse(reply).data;
    expect(data?.tons.toString()).toBe('7.5');
    expect(reply.data).toMatchObject({
      sell: { allowed: true, reason: null, payoutWorkingDays: 3 },
      records: [
        { type: 'sale', direction: 'out', tons: '2.5', tonsAfter: '7.5' },
        { type: 'purchase', direction: 'in', tons: '10', tonsAfter: '10' },
      ],
    });
    expect(
      (
        await server.call(
          'GET',
          '/credits/detail',
          { projectId: project.id, kind: 'presale' },
          { token },
        )
      ).msg,
    ).toBe('NOT_FOUND');
    expect(
      (
        await server.call(
          'GET',
          '/credits/detail',
          { projectId: 999_999, kind: 'normal' },
          { token },
        )
      ).msg,
    ).toBe('NOT_FOUND');
    const p = await presaleHolder('P2');
    const presale = await server.call(
      'GET',
      '/credits/detail',
      { projectId: p.project.id, kind: 'presale' },
      { token: p.token },
    );
    expect(presale.data).toMatchObject({
      sell: { allowed: false, reason: 'PRESALE_SELL_CONTACT_SERVICE' },
    });
  });
});

describe('selling', () => {
  it('sends the proceeds to pending with a payout date three working days away', async () => {
    const { token, memberId, project } = await holder();
    const before = await server.ledger.wallet(memberId);
    const reply = await sell(token, project.id, 'normal', '2.5');
    expect(reply.code).toBe(0);
    expect(reply.data.sale).toMatchObject({
      tons: '2.5',
      unitPrice: '12.34',
      proceeds: '30.85',
      status: 'pending',
      // Friday 10:00 in Singapore: Wednesday 10:00, skipping the weekend.
      payoutAt: '2026-11-25T02:00:00.000Z',
      settledAt: null,
    });
    expect(reply.data.sale.saleNo).toMatch(/^SL20261120\d{6}$/);
    expect(reply.data.balances).toMatchObject({ pending: '30.85', credits: { normal: '7.5' } });
    expect((await server.ledger.wallet(memberId)).available).toBe(before.available);
    expect(
      await server.sql.all(
        "SELECT balance, amount_cents, reference FROM fund_records WHERE member_id = ? AND type = 'sale'",
        memberId,
      ),
    ).toEqual([{ balance: 'pending', amount_cents: 3085, reference: reply.data.sale.saleNo }]);
    // Sold tons do not return to the project's stock.
    expect((await projectRow(server, project.id)).remaining_milli_tons).toBe(990_000);
  });

  it('refuses more than held, nothing, risk-flagged and locked accounts, unknown projects', async () => {
    const { token, memberId, project } = await holder();
    expect((await sell(token, project.id, 'normal', '10.001')).msg).toBe(
      'INSUFFICIENT_CARBON_BALANCE',
    );
    expect((await sell(token, project.id, 'presale', '1')).msg).toBe(
      'PRESALE_SELL_CONTACT_SERVICE',
    );
    for (const quantity of ['0', '-1', '1.2345', 'x', 1.5])
      expect((await sell(token, project.id, 'normal', quantity)).msg, String(quantity)).toBe(
        'SELL_QUANTITY_INVALID',
      );
    expect((await sell(token, 999_999, 'normal', '1')).msg).toBe('NOT_FOUND');
    await server.sql.run('UPDATE members SET risk = 1 WHERE id = ?', memberId);
    expect((await sell(token, project.id, 'normal', '1')).msg).toBe('RISK_ACCOUNT_RESTRICTED');
    await server.sql.run('UPDATE members SET risk = 0, locked = 1 WHERE id = ?', memberId);
    expect((await sell(token, project.id, 'normal', '1')).msg).toBe('ACCOUNT_LOCKED');
    await server.sql.run('UPDATE members SET locked = 0 WHERE id = ?', memberId);
    expect((await sell(token, project.id, 'normal', 10)).code).toBe(0);
    expect(await server.ledger.holding(memberId, project.id, 'normal')).toBe(0n);
    const guest = await server.guest();
    expect((await sell(guest, project.id, 'normal', '1')).msg).toBe('GUEST_RESTRICTED');
  });

  it('lets only P3 and above sell presale credits, at the final unit price', async () => {
    const low = await presaleHolder('P2');
    expect((await sell(low.token, low.project.id, 'presale', '1')).msg).toBe(
      'PRESALE_SELL_CONTACT_SERVICE',
    );
    const high = await presaleHolder('P3');
    const reply = await sell(high.token, high.project.id, 'presale', '4');
    expect(reply.data.sale).toMatchObject({ unitPrice: '13.00', proceeds: '52.00' });
    expect(reply.data.balances.credits.presale).toBe('6');
  });

  it('settles due sales into available, with a record on both balances', async () => {
    const local = await startTestServer({ sessionLifetime: LONG_SESSIONS });
    try {
      const project = await createProject(local, { unitPrice: '10' });
      const m = await quickMember(local);
      await local.fund(m.memberId, 10_000n);
      await buy(local, m.token, project.id, '5');
      const sold = await local.call<SaleReply>(
        'POST',
        '/credits/sell',
        { projectId: project.id, kind: 'normal', quantity: '3' },
        { token: m.token, key: true },
      );
      expect(sold.data.balances).toMatchObject({ available: '50.00', pending: '30.00' });
      const settle = () => local.call('POST', '/admin/sales/settle', {}, { admin: true });
      expect((await settle()).data).toEqual({ settled: 0 });
      expect((await local.call('GET', '/admin/market/due', {}, { admin: true })).data).toEqual({
        bookingsOverdue: [],
        salesDue: [],
        nextDueAt: '2026-11-25T02:00:00.000Z',
      });
      local.setNow('2026-11-25T02:00:00.000Z');
      expect(
        (await local.call('GET', '/admin/market/due', {}, { admin: true })).data,
      ).toMatchObject({ salesDue: [{ saleId: sold.data.sale.id, proceeds: '30.00' }] });
      expect((await settle()).data).toEqual({ settled: 1 });
      expect((await settle()).data).toEqual({ settled: 0 });
      expect(await local.ledger.wallet(m.memberId)).toMatchObject({
        available: 8_000n,
        pending: 0n,
      });
      expect(
        await local.sql.all(
          "SELECT balance, amount_cents FROM fund_records WHERE member_id = ? AND type = 'sale_settled' ORDER BY id",
          m.memberId,
        ),
      ).toEqual([
        { balance: 'pending', amount_cents: -3000 },
        { balance: 'available', amount_cents: 3000 },
      ]);
      const sales = await local.call<{ items: { status: string; settledAt: string }[] }>(
        'GET',
        '/credits/sales',
        { status: 'settled' },
        { token: m.token },
      );
      expect(sales.data.items).toEqual([
        expect.objectContaining({ status: 'settled', settledAt: '2026-11-25T02:00:00.000Z' }),
      ]);
      expect(
        (
          await local.call<{ total: number }>(
            'GET',
            '/credits/sales',
            { status: 'pending' },
            { token: m.token },
          )
        ).data.total,
      ).toBe(0);
      expect((await local.call('POST', '/admin/sales/settle', {}, {})).msg).toBe(
        'ADMIN_ACCESS_DENIED',
      );
      expect(await ledgerMismatches(local.data.q())).toEqual([]);
    } finally {
      await local.close();
    }
  });
  it('settles one sale before its payout date when the operator has paid it, and pushes the balances', async () => {
    const local = await startTestServer({ sessionLifetime: LONG_SESSIONS });
    try {
      const project = await createProject(local, { unitPrice: '10' });
      const m = await quickMember(local);
      const other = await quickMember(local);
      for (const member of [m, other]) {
        await local.fund(member.memberId, 10_000n);
        await buy(local, member.token, project.id, '5');
      }
      const sellAs = (token: string) =>
        local.call<SaleReply>(
          'POST',
          '/credits/sell',
          { projectId: project.id, kind: 'normal', quantity: '3' },
          { token, key: true },
        );
      const sold = (await sellAs(m.token)).data.sale;
      const untouched = (await sellAs(other.token)).data.sale;
      const pushes: unknown[] = [];
      const unsubscribe = local.events.subscribe(m.memberId, (push) => pushes.push(push));
      const settle = (id: number, admin = true) =>
        local.call<SaleReply['sale']>('POST', '/admin/sale/settle', { id }, { admin });

      const reply = await settle(sold.id);
      unsubscribe();
      expect(reply.data).toMatchObject({
        id: sold.id,
        status: 'settled',
        proceeds: '30.00',
        payoutAt: sold.payoutAt,
        settledAt: '2026-11-20T02:00:00.000Z',
      });
      expect(await local.ledger.wallet(m.memberId)).toMatchObject({
        available: 8_000n,
        pending: 0n,
      });
      expect(pushes).toEqual([
        expect.objectContaining({
          type: 'balance',
          data: expect.objectContaining({ available: '80.00', pending: '0.00' }),
        }),
      ]);
      // Only that sale: the other member's proceeds wait for their own payout date.
      expect(await local.ledger.wallet(other.memberId)).toMatchObject({ pending: 3_000n });
      expect((await local.call('GET', '/admin/market/due', {}, { admin: true })).data).toEqual({
        bookingsOverdue: [],
        salesDue: [],
        nextDueAt: untouched.payoutAt,
      });

      expect((await settle(sold.id)).msg).toBe('STATUS_CHANGE_NOT_ALLOWED');
      expect((await settle(999_999)).msg).toBe('NOT_FOUND');
      expect((await settle(untouched.id, false)).msg).toBe('ADMIN_ACCESS_DENIED');
      expect(await local.ledger.wallet(m.memberId)).toMatchObject({
        available: 8_000n,
        pending: 0n,
      });
      expect(await local.ledger.wallet(other.memberId)).toMatchObject({ pending: 3_000n });
      expect(await ledgerMismatches(local.data.q())).toEqual([]);
    } finally {
      await local.close();
    }
  });
});
