import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocketPushInput } from '@carbonmarket/domain/contract';
import { startTestServer, LONG_SESSIONS } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { book, createProject, projectRow, quickMember } from '../testing/marketFixtures';
import type { OrderReply, ProjectReply } from '../testing/marketFixtures';
import { ledgerMismatches } from '../ledger/ledgerInvariant';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionLifetime: LONG_SESSIONS });
});
afterAll(() => server.close());

const member = async (cents = 100_000n, level = 'P2') => {
  const m = await quickMember(server, { level });
  await server.fund(m.memberId, cents);
  return m;
};
/** A presale of 100 t at 12.50 expected, 10 % booking fee, orders of 1 to 50 t. */
const presale = (overrides: Record<string, unknown> = {}) =>
  createProject(server, {
    status: 'presale',
    quantity: '100',
    maxTons: '50',
    presale: { bookingFeePercent: '10' },
    ...overrides,
  });
const setFinal = (id: number, finalUnitPrice: string, finalTons: string) =>
  server.call<{ project: ProjectReply; ordersMoved: number }>(
    'POST',
    '/admin/projects/final',
    { id, finalUnitPrice, finalTons },
    { admin: true },
  );
const payFinal = (token: string, orderId: number) =>
  server.call<OrderReply>('POST', '/orders/payfinal', { orderId }, { token, key: true });
const order = (token: string, id: number) =>
  server.call<OrderReply['order']>('GET', '/orders/detail', { id }, { token });

describe('booking a presale', () => {
  it('charges the booking fee of the expected total and takes the tons from the offer', async () => {
    const project = await presale();
    const { token, memberId } = await member(10_000n);
    const reply = await book(server, token, project.id, '40');
    expect(reply.code).toBe(0);
    expect(reply.data.order).toMatchObject({
      kind: 'presale',
      status: 'applying',
      quantity: '40',
      totalAmount: '500.00',
      bookingFee: '50.00',
      finalPaymentDeadline: null,
      forfeited: false,
    });
    expect(reply.data.balances).toMatchObject({
      available: '50.00',
      credits: { normal: '0', presale: '0' },
    });
    expect(
      await server.sql.all(
        "SELECT amount_cents, reference FROM fund_records WHERE member_id = ? AND type = 'booking_fee'",
        memberId,
      ),
    ).toEqual([{ amount_cents: -5000, reference: reply.data.order.orderNo }]);
    expect(await projectRow(server, project.id)).toEqual({
      status: 'presale',
      remaining_milli_tons: 60_000,
    });
  });

  it('refuses what the booking rules refuse', async () => {
    const project = await presale({ minTons: '2' });
    const { token } = await member();
    const refused = async (body: Record<string, unknown>) =>
      (
        await server.call(
          'POST',
          '/orders/book',
          { projectId: project.id, quantity: '5', agreed: true, ...body },
          { token, key: true },
        )
      ).msg;
    expect(await refused({ agreed: false })).toBe('TERMS_NOT_AGREED');
    expect(await refused({ quantity: '2.5' })).toBe('PRESALE_QUANTITY_INVALID');
    expect(await refused({ quantity: '1' })).toBe('QUANTITY_BELOW_MINIMUM');
    expect(await refused({ quantity: '51' })).toBe('QUANTITY_ABOVE_MAXIMUM');
    expect(await refused({ projectId: 999_999 })).toBe('NOT_FOUND');
    const poor = await member(24n);
    expect((await book(server, poor.token, project.id, '2')).msg).toBe('INSUFFICIENT_BALANCE');
    const high = await presale({ minLevel: 'P4' });
    expect((await book(server, token, high.id, '2')).msg).toBe('MEMBERSHIP_LEVEL_TOO_LOW');
    const risky = await quickMember(server, { level: 'P5', risk: true });
    expect((await book(server, risky.token, project.id, '2')).msg).toBe('RISK_ACCOUNT_RESTRICTED');
    const locked = await quickMember(server, { level: 'P5', locked: true });
    expect((await book(server, locked.token, project.id, '2')).msg).toBe('ACCOUNT_LOCKED');
    const guest = await server.guest();
    expect((await book(server, guest, project.id, '2')).msg).toBe('GUEST_RESTRICTED');
    const selling = await createProject(server);
    expect((await book(server, token, selling.id, '2')).msg).toBe('PROJECT_NOT_BEGUN');
    const closed = await createProject(server, { status: 'closed' });
    expect((await book(server, token, closed.id, '2')).msg).toBe('PROJECT_ENDED');
  });

  it('refuses more than remains, a sold-out presale and a fourth booking in a month', async () => {
    const project = await presale({ quantity: '60' });
    const a = await member();
    expect((await book(server, a.token, project.id, '50')).code).toBe(0);
    expect((await book(server, a.token, project.id, '11')).msg).toBe('INSUFFICIENT_REMAINING_TONS');
    expect((await book(server, a.token, project.id, '5')).code).toBe(0);
    expect((await book(server, a.token, project.id, '5')).code).toBe(0);
    expect((await projectRow(server, project.id)).remaining_milli_tons).toBe(0);
    const b = await member();
    expect((await book(server, b.token, project.id, '1')).msg).toBe('PROJECT_FULL');
    const other = await presale();
    for (let i = 0; i < 3; i += 1)
      expect((await book(server, b.token, other.id, '1')).code).toBe(0);
    expect(await book(server, b.token, other.id, '1')).toMatchObject({
      msg: 'PURCHASE_MONTHLY_LIMIT_REACHED',
      data: { params: { times: 3, maxtimes: 3 } },
    });
  });
});

describe('final price and final payment', () => {
  it('book, set the final price and tons, pay the balance before the deadline', async () => {
    const project = await presale();
    const a = await member(100_000n);
    const b = await member(100_000n);
    const booked = (await book(server, a.token, project.id, '40')).data.order;
    const bookedB = (await book(server, b.token, project.id, '10')).data.order;
    const pushes: SocketPushInput[] = [];
    const stop = server.events.subscribe(a.memberId, (push) => pushes.push(push));
    // 45 final tons for 50 booked: each booking gets 90 % of what it booked.
    const final = await setFinal(project.id, '13.00', '45');
    stop();
    expect(final.code).toBe(0);
    expect(final.data.ordersMoved).toBe(2);
    expect(final.data.project).toMatchObject({
      status: 'reservation_waiting',
      unitPrice: '12.50',
      currentUnitPrice: '13.00',
      presale: { finalUnitPrice: '13.00', finalTons: '45', expectedQuantity: '100' },
    });
    expect(pushes).toContainEqual({
      type: 'order',
      data: { orderId: booked.id, status: 'pending_final_payment' },
    });
    const pending = (await order(a.token, booked.id)).data;
    expect(pending).toMatchObject({
      status: 'pending_final_payment',
      finalPaymentDeadline: '2026-11-27T02:00:00.000Z',
      finalTons: '36',
      finalUnitPrice: '13.00',
      // 36 t x 13.00 = 468.00, less the 50.00 booking fee.
      finalPaymentAmount: '418.00',
      forfeited: false,
    });
    expect((await order(b.token, bookedB.id)).data.finalTons).toBe('9');
    // The envelope's time lets the app count down to the deadline.
    const listed = await server.call<{ items: { finalPaymentDeadline: string }[] }>(
      'GET',
      '/orders/list',
      { status: 'pending_final_payment' },
      { token: a.token },
    );
    expect(listed.time).toBe('2026-11-20T02:00:00.000Z');
    expect(listed.data.items[0]?.finalPaymentDeadline).toBe('2026-11-27T02:00:00.000Z');

    server.advance(6 * 86_400_000);
    const paid = await payFinal(a.token, booked.id);
    expect(paid.code).toBe(0);
    expect(paid.data.order).toMatchObject({ status: 'final_payment_made', forfeited: false });
    expect(paid.data.balances).toMatchObject({
      // 1000.00 less the 50.00 booking fee and the 418.00 balance.
      available: '532.00',
      credits: { presale: '36', normal: '0' },
    });
    expect(
      (
        await server.sql.all<{ amount_cents: unknown }>(
          "SELECT amount_cents FROM fund_records WHERE member_id = ? AND type = 'final_payment'",
          a.memberId,
        )
      ).map((row) => row.amount_cents),
    ).toEqual([-41_800]);
    expect((await payFinal(a.token, booked.id)).msg).toBe('OPERATION_FAILED');
    expect((await setFinal(project.id, '14.00', '45')).msg).toBe('OPERATION_FAILED');
    expect(await ledgerMismatches(server.data.q())).toEqual([]);
    server.setNow('2026-11-20T02:00:00.000Z');
  });

  it('refuses the final payment once the deadline passed: the booking fee stays spent', async () => {
    const project = await presale();
    const { token, memberId } = await member(100_000n);
    const booked = (await book(server, token, project.id, '20')).data.order;
    expect((await payFinal(token, booked.id)).msg).toBe('OPERATION_FAILED');
    expect((await setFinal(project.id, '12.50', '100')).data.ordersMoved).toBe(1);
    const before = await server.ledger.wallet(memberId);
    expect(before.available).toBe(100_000n - 2_500n);
    // One second past the seven days.
    server.setNow('2026-11-27T02:00:01.000Z');
    expect(await payFinal(token, booked.id)).toMatchObject({
      code: 1,
      msg: 'FINAL_PAYMENT_EXPIRED',
    });
    const after = (await order(token, booked.id)).data;
    expect(after).toMatchObject({ status: 'pending_final_payment', forfeited: true });
    expect(await server.ledger.wallet(memberId)).toEqual(before);
    expect(await server.ledger.holding(memberId, project.id, 'presale')).toBe(0n);
    // Nothing refunded: the only records are the funding and the booking fee.
    expect(
      (
        await server.sql.all<{ type: unknown }>(
          'SELECT type FROM fund_records WHERE member_id = ? ORDER BY id',
          memberId,
        )
      ).map((row) => row.type),
    ).toEqual(['adjustment', 'booking_fee']);
    // The booked tons went back to the offer.
    expect((await projectRow(server, project.id)).remaining_milli_tons).toBe(100_000);
    expect((await payFinal(token, booked.id)).msg).toBe('FINAL_PAYMENT_EXPIRED');
    server.setNow('2026-11-20T02:00:00.000Z');
  });

  it('refuses others’ orders, a short balance, risk-flagged and locked accounts', async () => {
    const project = await presale();
    const a = await member(10_000n);
    const b = await member(10_000n);
    const booked = (await book(server, a.token, project.id, '40')).data.order;
    await setFinal(project.id, '12.50', '100');
    expect((await payFinal(b.token, booked.id)).msg).toBe('NOT_FOUND');
    expect((await payFinal(a.token, 999_999)).msg).toBe('NOT_FOUND');
    expect((await payFinal(a.token, booked.id)).msg).toBe('INSUFFICIENT_BALANCE');
    await server.sql.run('UPDATE members SET risk = 1 WHERE id = ?', a.memberId);
    expect((await payFinal(a.token, booked.id)).msg).toBe('RISK_ACCOUNT_RESTRICTED');
    await server.sql.run('UPDATE members SET risk = 0, locked = 1 WHERE id = ?', a.memberId);
    expect((await payFinal(a.token, booked.id)).msg).toBe('ACCOUNT_LOCKED');
    await server.sql.run('UPDATE members SET locked = 0 WHERE id = ?', a.memberId);
    await server.fund(a.memberId, 45_000n);
    expect((await payFinal(a.token, booked.id)).code).toBe(0);
    const guest = await server.guest();
    expect((await payFinal(guest, booked.id)).msg).toBe('GUEST_RESTRICTED');
  });

  it('lets the scheduler forfeit overdue bookings and says what is due', async () => {
    const local = await startTestServer({ sessionLifetime: LONG_SESSIONS });
    try {
      const project = await createProject(local, {
        status: 'presale',
        quantity: '100',
        presale: {},
      });
      const m = await quickMember(local);
      await local.fund(m.memberId, 10_000n);
      const booked = (await book(local, m.token, project.id, '10')).data.order;
      expect(booked.bookingFee).toBe('12.50');
      await local.call(
        'POST',
        '/admin/projects/final',
        { id: project.id, finalUnitPrice: '12', finalTons: '10' },
        { admin: true },
      );
      const due = await local.call('GET', '/admin/market/due', {}, { admin: true });
      expect(due.data).toEqual({
        bookingsOverdue: [],
        salesDue: [],
        nextDueAt: '2026-11-27T02:00:00.000Z',
      });
      local.setNow('2026-11-27T02:00:00.000Z');
      expect((await local.call('GET', '/admin/market/due', {}, { admin: true })).data).toEqual({
        bookingsOverdue: [
          {
            orderId: booked.id,
            orderNo: booked.orderNo,
            memberId: m.memberId,
            finalPaymentDeadline: '2026-11-27T02:00:00.000Z',
          },
        ],
        salesDue: [],
        nextDueAt: null,
      });
      expect((await local.call('POST', '/admin/orders/forfeit', {}, { admin: true })).data).toEqual(
        { forfeited: 1 },
      );
      expect((await local.call('POST', '/admin/orders/forfeit', {}, { admin: true })).data).toEqual(
        { forfeited: 0 },
      );
      const listed = await local.call<{ items: { forfeited: boolean }[] }>(
        'GET',
        '/orders/list',
        {},
        { token: m.token },
      );
      expect(listed.data.items[0]?.forfeited).toBe(true);
      expect((await local.call('POST', '/admin/orders/forfeit', {}, {})).msg).toBe(
        'ADMIN_ACCESS_DENIED',
      );
    } finally {
      await local.close();
    }
  });

  it('refuses final terms for unknown projects, projects without a presale and bad values', async () => {
    const selling = await createProject(server);
    expect((await setFinal(selling.id, '12', '10')).msg).toBe('OPERATION_FAILED');
    expect((await setFinal(999_999, '12', '10')).msg).toBe('NOT_FOUND');
    const project = await presale();
    expect((await setFinal(project.id, '-1', '10')).msg).toBe('AMOUNT_INVALID');
    expect((await setFinal(project.id, '12', '0')).msg).toBe('TONS_INVALID');
    const closed = await createProject(server, { status: 'closed', presale: {} });
    expect((await setFinal(closed.id, '12', '10')).msg).toBe('OPERATION_FAILED');
    expect(
      (
        await server.call(
          'POST',
          '/admin/projects/final',
          { id: project.id, finalUnitPrice: '12', finalTons: '10' },
          {},
        )
      ).msg,
    ).toBe('ADMIN_ACCESS_DENIED');
  });
});
