// The member's orders on the phone against the real server: a purchase under Completed, a
// presale booking under Applying, then, once the operator set its final price, under Pending Final
// Payment with its countdown and the way to pay; an order's details and Back to its tab.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatMoney, money } from '@carbonmarket/domain';
import { endpoints, adminEndpoints } from '@carbonmarket/domain/contract';
import { call } from './support/api';
import { fundedMember, presaleProject, projectInProgress } from './support/market';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { PATHS, logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

describe('the orders page', () => {
  it('lists the orders by status, counts down to a final payment and opens an order', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    const { token } = member;
    const project = await projectInProgress(base, 'Johor Peat Swamp Forest');
    // S$12.80 expected a ton, a 10% booking fee, 10 to 100 t a booking.
    const presale = await presaleProject(base, 'Kedah Rice Methane Reduction', {
      location: 'Kedah, Malaysia',
      type: 'agriculture',
      introduction: 'Alternate wetting and drying of paddy fields.',
      monitoring: 'Field sampling, audited yearly',
      developer: 'Padi Hijau Sdn Bhd',
    });
    // 4 t at S$7.35 = S$29.40, completed at once; 20 t booked (S$25.60 paid now).
    const { order: bought } = await call(
      base,
      endpoints.orders.buy,
      { projectId: project.id, quantity: '4', agreed: true },
      { token, idempotencyKey: randomUUID() },
    );
    const { order: booked } = await call(
      base,
      endpoints.orders.book,
      { projectId: presale.id, quantity: '20', agreed: true },
      { token, idempotencyKey: randomUUID() },
    );

    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    await page.goto(`${PATHS.orders}?status=completed`);
    await shown(navTitle(page, 'orders.title'));
    const boughtLink = page.getByRole('link', {
      name: exactly(text('orders.card.orderNo', { orderNo: bought.orderNo })),
    });
    await shown(boughtLink);
    expect(await page.getByRole('main').innerText()).toContain(formatMoney(money('29.40')));

    // Applying: the booking, waiting for its final price.
    await page.getByRole('tab', { name: exactly(text('display.status.order.applying')) }).click();
    await shown(
      page.getByRole('link', {
        name: exactly(text('orders.card.orderNo', { orderNo: booked.orderNo })),
      }),
    );
    expect(new URL(page.url()).searchParams.get('status')).toBe('applying');

    // The operator sets 20 t at S$13.00: S$260.00 less the S$25.60 paid, S$234.40 due. The app
    // hears it over the socket (or on the next visit of the tab).
    await call(
      base,
      adminEndpoints.setPresaleFinal,
      { id: presale.id, finalUnitPrice: '13.00', finalTons: '20' },
      { admin: true },
    );
    await page.goto(`${PATHS.orders}?status=pending_final_payment`);
    const due = page.getByRole('article').filter({ hasText: booked.orderNo });
    await shown(due);
    await shown(due.getByRole('timer', { name: exactly(text('orders.finalPayment.countdown')) }));
    expect(await due.innerText()).toContain(formatMoney(money('234.40')));
    expect(
      await due
        .getByRole('link', { name: exactly(text('orders.finalPayment.pay')) })
        .getAttribute('href'),
    ).toBe(`/pages/project/dpresale?id=${presale.id}&order=${booked.id}`);

    // The order's details, then Back to the tab it was opened from.
    await due
      .getByRole('link', {
        name: exactly(text('orders.card.orderNo', { orderNo: booked.orderNo })),
      })
      .click();
    await shown(navTitle(page, 'orders.detail.title'));
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(booked.id));
    await shown(page.getByRole('timer', { name: exactly(text('orders.finalPayment.countdown')) }));
    expect(await page.getByRole('main').innerText()).toContain(booked.orderNo);
    await page.getByRole('button', { name: exactly(text('common.back')) }).click();
    await shown(navTitle(page, 'orders.title'));
    await at(page, PATHS.orders);
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending_final_payment');
  });
});
