// Selling fractions of a ton: what the platform pays out never exceeds what the tons are worth,
// and quantities finer than the step, or sales worth less than a cent, are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMilliTons, money, toCents, toMilliTons, tons } from '@carbonmarket/domain';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { buy, createProject, quickMember } from '../testing/marketFixtures';
import { ledgerMismatches } from '../ledger/ledgerInvariant';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface SaleReply {
  sale: { tons: string; unitPrice: string; proceeds: string };
  balances: { available: string; pending: string; credits: { normal: string } };
}

const sell = (token: string, projectId: number, quantity: string | number) =>
  server.call<SaleReply>(
    'POST',
    '/credits/sell',
    { projectId, kind: 'normal', quantity },
    { token, key: true },
  );

/** A member holding one whole ton of a project at `unitPrice` a ton. */
async function holderAt(unitPrice: string) {
  const project = await createProject(server, { unitPrice });
  const m = await quickMember(server);
  await server.fund(m.memberId, 100_000n);
  expect((await buy(server, m.token, project.id, '1')).code).toBe(0);
  return { ...m, project };
}

/** Exact value of `quantity` tons at `price`, in thousandths of a cent (integers, no rounding). */
const fairMilliCents = (price: string, quantity: string) =>
  toCents(money(price)) * toMilliTons(tons(quantity));

describe('selling fractions of a ton', () => {
  it('pays repeated 0.001 t sales at S$18.50 no more than the tons are worth', async () => {
    const { token, memberId, project } = await holderAt('18.50');
    const paid: bigint[] = [];
    for (let sale = 0; sale < 20; sale += 1) {
      const reply = await sell(token, project.id, '0.001');
      expect(reply.code, reply.msg).toBe(0);
      paid.push(toCents(money(reply.data.sale.proceeds)));
    }
    const fairEach = fairMilliCents('18.50', '0.001');
    for (const cents of paid) expect(cents * 1000n).toBeLessThanOrEqual(fairEach);
    const total = paid.reduce((sum, cents) => sum + cents, 0n);
    expect(total * 1000n).toBeLessThanOrEqual(fairEach * 20n);
    // What reached the pending balance is what the sales paid, and the books still balance.
    expect((await server.ledger.wallet(memberId)).pending).toBe(total);
    expect(await server.ledger.holding(memberId, project.id, 'normal')).toBe(
      toMilliTons(tons('1')) - 20n,
    );
    expect(await ledgerMismatches(server.data.q())).toEqual([]);
  });

  it('pays the whole cents of a sale and keeps the fraction of a cent', async () => {
    const { token, project } = await holderAt('18.50');
    // 0.123 t x 18.50 = 2.2755: 2.27 paid, not 2.28.
    const reply = await sell(token, project.id, '0.123');
    expect(reply.data.sale).toMatchObject({ tons: '0.123', proceeds: '2.27' });
  });

  it('refuses a sale worth less than a cent with SELL_PROCEEDS_TOO_SMALL, changing nothing', async () => {
    const { token, memberId, project } = await holderAt('5.00');
    const before = await server.ledger.wallet(memberId);
    // 0.001 t x 5.00 = 0.005: no whole cent to pay.
    const reply = await sell(token, project.id, '0.001');
    expect(reply).toMatchObject({
      code: 1,
      msg: 'SELL_PROCEEDS_TOO_SMALL',
      data: { params: { min: 'S$0.01' } },
    });
    expect(await server.ledger.wallet(memberId)).toEqual(before);
    expect(await server.ledger.holding(memberId, project.id, 'normal')).toBe(1000n);
    // Two thousandths are worth a whole cent.
    expect((await sell(token, project.id, '0.002')).data.sale.proceeds).toBe('0.01');
  });

  it('refuses quantities off the 0.001 t step with SELL_QUANTITY_INVALID and the step', async () => {
    const { token, memberId, project } = await holderAt('18.50');
    for (const quantity of ['0', '0.000', '0.0005', '1.2345', '-0.001', 'x', 0.5]) {
      const reply = await sell(token, project.id, quantity);
      expect(reply, String(quantity)).toMatchObject({
        code: 1,
        msg: 'SELL_QUANTITY_INVALID',
        data: { params: { step: '0.001' } },
      });
    }
    expect(
      fromMilliTons(await server.ledger.holding(memberId, project.id, 'normal')).toString(),
    ).toBe('1');
  });

  it('values a holding at what it would fetch, and says when it is worth less than a cent', async () => {
    const { token, project } = await holderAt('5.00');
    // 0.999 t x 5.00 = 4.995: 4.99 paid. What is left, 0.001 t, is worth half a cent.
    expect((await sell(token, project.id, '0.999')).data.sale.proceeds).toBe('4.99');
    const list = await server.call<{
      normal: { projectId: number; tons: string; value: string }[];
    }>('GET', '/credits/list', {}, { token });
    expect(list.data.normal).toEqual([
      expect.objectContaining({ projectId: project.id, tons: '0.001', value: '0.00' }),
    ]);
    const detail = await server.call(
      'GET',
      '/credits/detail',
      { projectId: project.id, kind: 'normal' },
      { token },
    );
    expect(detail.data).toMatchObject({
      value: '0.00',
      sell: {
        allowed: false,
        reason: 'SELL_PROCEEDS_TOO_SMALL',
        reasonParams: { min: 'S$0.01' },
      },
    });
  });
});
