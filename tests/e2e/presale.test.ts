// A presale on the phone against the real server: booking pays the fee; the operator sets the
// final price and tons; the final payment leaves exactly the amount due and the tons reach the
// presale credits.
import { describe, expect, it } from 'vitest';
import { formatMoney, money } from '@carbonmarket/domain';
import { endpoints, adminEndpoints } from '@carbonmarket/domain/contract';
import { call } from './support/api';
import { fundedMember } from './support/market';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { field, logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

describe('a presale', () => {
  it('is booked for its fee, then paid in full once the final price is set', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    const { token } = member;
    // S$12.80 expected a ton, a 10% booking fee, 10 to 100 t a booking.
    const presale = await call(
      base,
      adminEndpoints.createProject,
      {
        name: 'Sarawak Solar Cooperative',
        location: 'Sarawak, Malaysia',
        type: 'renewable_energy',
        standards: ['Gold Standard'],
        status: 'presale',
        unitPrice: '12.80',
        quantity: '2000',
        minTons: '10',
        maxTons: '100',
        introduction: 'Rooftop solar for longhouse communities.',
        presale: { bookingFeePercent: '10', expectedQuantity: '2000' },
        vintage: 2026,
        verificationAgency: 'SCS Global Services',
        monitoring: 'Metered generation, audited yearly',
        creditType: 'VER',
        developer: 'Borneo Sun Sdn Bhd',
      },
      { admin: true },
    );

    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    await page.goto(`/pages/project/project?id=${presale.id}`);
    await page.getByRole('link', { name: exactly(text('projects.project.offer.book')) }).click();
    await at(page, '/pages/project/dpresale');
    await shown(navTitle(page, 'projects.presale.title'));
    // 15 t: S$192.00 expected, S$19.20 paid now.
    await field(page, 'projects.purchase.form.quantity').fill('15');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: exactly(text('projects.presale.form.submit')) }).click();
    const confirmBooking = page.getByRole('alertdialog', {
      name: exactly(text('projects.presale.confirm.title')),
    });
    await confirmBooking
      .getByRole('button', { name: exactly(text('projects.presale.confirm.action')) })
      .click();
    await shown(page.getByRole('heading', { name: exactly(text('projects.presale.done.title')) }));
    expect((await call(base, endpoints.wallet.balances, {}, { token })).available.toString()).toBe(
      '980.80',
    );

    // The operator sets 15 t at S$13.40: S$201.00 in all, S$181.80 due after the fee.
    await call(
      base,
      adminEndpoints.setPresaleFinal,
      { id: presale.id, finalUnitPrice: '13.40', finalTons: '15' },
      { admin: true },
    );
    const orders = await call(
      base,
      endpoints.orders.list,
      { page: 1, pageSize: 10, status: 'pending_final_payment' },
      { token },
    );
    const booking = orders.items[0];
    expect(booking?.finalPaymentAmount?.toString()).toBe('181.80');
    if (booking === undefined) throw new Error('the booking is not pending its final payment');

    await page.goto(`/pages/project/dpresale?id=${presale.id}&order=${booking.id}`);
    await shown(navTitle(page, 'projects.finalPayment.title'));
    await shown(page.getByRole('timer', { name: exactly(text('projects.finalPayment.deadline')) }));
    expect(await page.getByRole('main').innerText()).toContain(formatMoney(money('181.80')));
    await page.getByRole('button', { name: exactly(text('projects.finalPayment.submit')) }).click();
    await page
      .getByRole('alertdialog', { name: exactly(text('projects.finalPayment.confirm.title')) })
      .getByRole('button', { name: exactly(text('projects.finalPayment.confirm.action')) })
      .click();
    await shown(
      page.getByRole('heading', { name: exactly(text('projects.finalPayment.done.title')) }),
    );

    const after = await call(base, endpoints.wallet.balances, {}, { token });
    expect(after.available.toString()).toBe('799.00');
    expect(after.credits.presale.toString()).toBe('15');
    const paid = await call(base, endpoints.orders.detail, { id: booking.id }, { token });
    expect(paid.status).toBe('final_payment_made');
  });
});
