// What the console shows before the operator acts on the market: the preview of a presale's
// final, and the queue of sales to pay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, LONG_SESSIONS } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { book, buy, createProject, quickMember } from '../testing/marketFixtures';
import { enrolOperator } from '../testing/testOperators';
import type { TestOperator } from '../testing/testOperators';

let server: TestServer;
let admin: TestOperator;
let operator: TestOperator;
beforeAll(async () => {
  server = await startTestServer({ sessionLifetime: LONG_SESSIONS });
  admin = await enrolOperator(server, { email: 'boss@console.sg', role: 'admin' });
  operator = await enrolOperator(server, { email: 'ops@console.sg' });
});
afterAll(() => server.close());

const member = async (cents = 100_000n, level = 'P2') => {
  const m = await quickMember(server, { level });
  await server.fund(m.memberId, cents);
  return m;
};

interface Share {
  orderId: number;
  memberId: number;
  bookedTons: string;
  finalTons: string;
  finalPayment: string;
}

describe("the preview of a presale's final", () => {
  it('shows each booking exactly the share and balance setting the final then gives it', async () => {
    const project = await createProject(server, {
      status: 'presale',
      quantity: '100',
      maxTons: '50',
      presale: { bookingFeePercent: '10' },
    });
    const first = await member();
    const second = await member();
    await book(server, first.token, project.id, '30');
    await book(server, second.token, project.id, '20');
    const terms = { id: project.id, finalUnitPrice: '13.10', finalTons: '37.5' };
    const preview = await server.call<{ bookings: Share[] }>(
      'GET',
      '/admin/projects/final/preview',
      terms,
      { token: admin.token },
    );
    expect(preview.code).toBe(0);
    expect(preview.data.bookings.map((share) => [share.bookedTons, share.finalTons])).toEqual([
      ['30', '22.5'],
      ['20', '15'],
    ]);
    // Nothing was set.
    expect(
      (await server.call('GET', '/admin/projects/final/preview', terms, { token: admin.token }))
        .code,
    ).toBe(0);
    expect(
      (await server.call('GET', '/admin/projects/final/preview', terms, { token: operator.token }))
        .msg,
    ).toBe('OPERATOR_ROLE_REQUIRED');

    expect(
      (await server.call('POST', '/admin/projects/final', terms, { token: admin.token })).code,
    ).toBe(0);
    for (const share of preview.data.bookings) {
      const owner = share.memberId === first.memberId ? first : second;
      const order = await server.call<{ finalTons: string; finalPaymentAmount: string }>(
        'GET',
        '/orders/detail',
        { id: share.orderId },
        { token: owner.token },
      );
      expect(order.data).toMatchObject({
        finalTons: share.finalTons,
        finalPaymentAmount: share.finalPayment,
      });
    }
    // Once set, there is nothing left to preview.
    expect(
      (await server.call('GET', '/admin/projects/final/preview', terms, { token: admin.token }))
        .msg,
    ).toBe('OPERATION_FAILED');
  });
});

describe('the queue of sales to pay', () => {
  it("lists every member's pending sales, the earliest payout first, with whose each is", async () => {
    const project = await createProject(server, { unitPrice: '12.34' });
    const seller = await member(100_000n, 'P0');
    expect((await buy(server, seller.token, project.id, '10')).code).toBe(0);
    const sold = await server.call<{ sale: { id: number } }>(
      'POST',
      '/credits/sell',
      { projectId: project.id, kind: 'normal', quantity: '2' },
      { token: seller.token, key: true },
    );
    expect(sold.code).toBe(0);
    const queue = await server.call<{ items: { id: number; memberId: number; status: string }[] }>(
      'GET',
      '/admin/sales',
      {},
      { token: operator.token },
    );
    expect(queue.data.items).toContainEqual(
      expect.objectContaining({
        id: sold.data.sale.id,
        memberId: seller.memberId,
        status: 'pending',
      }),
    );
    await server.call(
      'POST',
      '/admin/sale/settle',
      { id: sold.data.sale.id },
      { token: operator.token },
    );
    const after = await server.call<{ items: { id: number }[] }>(
      'GET',
      '/admin/sales',
      {},
      { token: operator.token },
    );
    expect(after.data.items.map((sale) => sale.id)).not.toContain(sold.data.sale.id);
  });
});
