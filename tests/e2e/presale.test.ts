// A presale on the phone against the real server: booking pays the fee; the operator sets the
// final price and tons; the final payment leaves exactly the amount due and the tons reach the
// presale credits. A final payment short of balance is topped up from its page and paid on the
// way back.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney, money } from '@carbonmarket/domain';
import { endpoints, adminEndpoints } from '@carbonmarket/domain/contract';
import { call, openSockets } from './support/api';
import { fundedMember, presaleProject } from './support/market';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { field, logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

/** On a final payment's page: presses Pay, confirms, and waits for the receipt. */
async function payFinalAmount(page: Page): Promise<void> {
  await page.getByRole('button', { name: exactly(text('projects.finalPayment.submit')) }).click();
  await page
    .getByRole('alertdialog', { name: exactly(text('projects.finalPayment.confirm.title')) })
    .getByRole('button', { name: exactly(text('projects.finalPayment.confirm.action')) })
    .click();
  await shown(
    page.getByRole('heading', { name: exactly(text('projects.finalPayment.done.title')) }),
  );
}

describe('a presale', () => {
  it('is booked for its fee, then paid in full once the final price is set', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    const { token } = member;
    // S$12.80 expected a ton, a 10% booking fee, 10 to 100 t a booking.
    const presale = await presaleProject(base, 'Sarawak Solar Cooperative');

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
    await payFinalAmount(page);

    const after = await call(base, endpoints.wallet.balances, {}, { token });
    expect(after.available.toString()).toBe('799.00');
    expect(after.credits.presale.toString()).toBe('15');
    const paid = await call(base, endpoints.orders.detail, { id: booking.id }, { token });
    expect(paid.status).toBe('final_payment_made');
  });
  it('tops up a final payment short of balance from its page, and pays it on the way back', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    const { token } = member;
    const presale = await presaleProject(base, 'Sarawak Solar Top-up');
    // 15 t booked: S$19.20 paid now, S$980.80 left.
    const { order: booked } = await call(
      base,
      endpoints.orders.book,
      { projectId: presale.id, quantity: '15', agreed: true },
      { token, idempotencyKey: randomUUID() },
    );
    // The operator sets 15 t at S$80.00: S$1,200.00 less the fee, S$1,180.80 due, S$200.00
    // more than the balance.
    await call(
      base,
      adminEndpoints.setPresaleFinal,
      { id: presale.id, finalUnitPrice: '80.00', finalTons: '15' },
      { admin: true },
    );

    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    const finalPayment = `/pages/project/dpresale?id=${presale.id}&order=${booked.id}`;
    await page.goto(finalPayment);
    await shown(navTitle(page, 'projects.finalPayment.title'));
    await shown(
      page.getByText(
        exactly(text('projects.payment.shortBy', { amount: formatMoney(money('200.00')) })),
      ),
    );
    const pay = page.getByRole('button', { name: exactly(text('projects.finalPayment.submit')) });
    expect(await pay.isDisabled()).toBe(true);

    // Top up: the amount missing is suggested, and the top-up's address names the booking.
    await page.getByRole('link', { name: exactly(text('projects.payment.topUp')) }).click();
    await at(page, '/pages/profile/topup');
    await expect.poll(() => field(page, 'wallet.topUp.amount.label').inputValue()).toBe('200.00');
    await page.getByRole('button', { name: exactly(text('wallet.topUp.amount.submit')) }).click();
    const amount = formatMoney(money('200'));
    await shown(
      page.getByRole('heading', { name: exactly(text('wallet.topUp.pay.title', { amount })) }),
    );
    const address = new URL(page.url()).searchParams;
    expect(address.get('from')).toBe('finalPayment');
    expect(address.get('order')).toBe(String(booked.id));

    // The operator confirms it once the page's live connection is open (as it is a moment after
    // a page opens); the receipt leads back to the final payment, which is paid.
    await expect.poll(() => openSockets(base, member.memberId)).toBeGreaterThan(0);
    await call(
      base,
      adminEndpoints.confirmTopUp,
      { id: Number(address.get('id')) },
      { admin: true },
    );
    await shown(
      page.getByRole('heading', { name: exactly(text('wallet.topUp.done.title', { amount })) }),
      20_000,
    );
    await page
      .getByRole('link', { name: exactly(text('wallet.topUp.done.backTo.finalPayment')) })
      .click();
    await at(page, '/pages/project/dpresale');
    expect(new URL(page.url()).searchParams.get('order')).toBe(String(booked.id));
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await payFinalAmount(page);
    const after = await call(base, endpoints.wallet.balances, {}, { token });
    expect(after.available.toString()).toBe('0.00');
    expect(after.credits.presale.toString()).toBe('15');
  });
});
