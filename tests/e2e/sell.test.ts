// Selling credits on the phone against the real server: a member who bought tons sells part of a
// holding from Carbon credits; the proceeds wait in the pending balance, the sale listed as
// pending with its payout date; the operator pays the sale, and the member's open page shows it
// paid and the money available without a reload (the server pushes the balances).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  ZERO_MONEY,
  add,
  formatMoney,
  formatTons,
  money,
  saleProceeds,
  subtract,
  tons,
} from '@carbonmarket/domain';
import type { Money } from '@carbonmarket/domain';
import { endpoints, adminEndpoints } from '@carbonmarket/domain/contract';
import { formatDate } from '../../packages/ui/src/i18n/formatDate';
import { call, openSockets } from './support/api';
import { fundedMember, projectInProgress } from './support/market';
import { at, hasText, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { PATHS, field, logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

/** A figure of Home's balances panel (`home.balances.available`, `home.balances.pending`). */
const balanceFigure = (page: Page, labelKey: string): Locator =>
  page
    .getByRole('region', { name: exactly(text('home.balances.title')) })
    .locator('dt', { hasText: exactly(text(labelKey)) })
    .locator('xpath=following-sibling::dd[1]');

/** Home's money figures, exactly these (waits for them: a push may still be on its way). */
async function expectHomeBalances(page: Page, available: Money, pending: Money) {
  await hasText(balanceFigure(page, 'home.balances.available'), formatMoney(available));
  await hasText(balanceFigure(page, 'home.balances.pending'), formatMoney(pending));
}

/** From any tab, Profile then Carbon credits. */
async function openCredits(page: Page) {
  await page.getByRole('link', { name: exactly(text('layout.tabBar.profile')) }).click();
  await at(page, PATHS.profile);
  await page
    .getByRole('link', { name: new RegExp(`^${text('profile.hub.trading.tons')}`) })
    .click();
  await at(page, PATHS.tons);
  await shown(navTitle(page, 'credits.title'));
}

/** The sale's card in the sales list of Carbon credits. */
const saleCard = (page: Page, saleNo: string): Locator =>
  page
    .getByRole('list', { name: exactly(text('credits.sales.label')) })
    .getByRole('listitem')
    .filter({ hasText: text('credits.sales.saleNo', { saleNo }) });

/**
 * The sale's card shows its status (and not the other), the proceeds, and the day they are
 * expected in (pending) or reached (settled) the available balance.
 */
async function expectSale(
  page: Page,
  saleNo: string,
  status: 'pending' | 'settled',
  date: string,
  proceeds: Money,
) {
  const card = saleCard(page, saleNo);
  const other = status === 'pending' ? 'settled' : 'pending';
  await shown(card.getByText(exactly(text(`display.status.sale.${status}`))));
  await shown(
    card.getByText(
      exactly(
        text(status === 'pending' ? 'credits.sales.expected' : 'credits.sales.paid', { date }),
      ),
    ),
  );
  expect(await card.getByText(exactly(text(`display.status.sale.${other}`))).count()).toBe(0);
  expect(await card.innerText()).toContain(formatMoney(proceeds));
}

describe('selling credits', () => {
  it('sells part of a holding into the pending balance, then the operator pays it into available', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    const { token } = member;
    const project = await projectInProgress(base, 'Kedah Mangrove Buyback');
    // 10 t at S$7.35: S$73.50 of the S$1,000.00 top-up.
    await call(
      base,
      endpoints.orders.buy,
      { projectId: project.id, quantity: '10', agreed: true },
      { token, idempotencyKey: randomUUID() },
    );
    const before = await call(base, endpoints.wallet.balances, {}, { token });
    expect(before.available.toString()).toBe('926.50');
    expect(before.pending.toString()).toBe('0.00');
    // 4.5 t at S$7.35 is S$33.075, paid rounded down to the cent.
    const sold = tons('4.5');
    const proceeds = saleProceeds(project.unitPrice, sold);
    expect(proceeds.toString()).toBe(money('33.07').toString());

    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    await expectHomeBalances(page, before.available, before.pending);

    // Profile, Carbon credits, Sell on the holding.
    await openCredits(page);
    await page
      .getByRole('link', { name: exactly(`${text('credits.holdings.sell')} – ${project.name}`) })
      .click();
    await at(page, PATHS.sell);
    await shown(navTitle(page, 'credits.sell.title'));

    // The quantity, Sell, and the confirmation naming what the sale pays.
    await field(page, 'credits.sell.form.quantity').fill(sold.toString());
    await page.getByRole('button', { name: exactly(text('credits.sell.form.submit')) }).click();
    const dialog = page.getByRole('alertdialog', {
      name: exactly(text('credits.sell.confirm.title')),
    });
    await shown(dialog);
    expect(await dialog.innerText()).toContain(formatMoney(proceeds));
    await dialog
      .getByRole('button', { name: exactly(text('credits.sell.confirm.action')) })
      .click();

    // The receipt: the proceeds and the pending balance they are in.
    await shown(page.getByRole('heading', { name: exactly(text('credits.sell.done.title')) }));
    const pendingAfterSale = add(before.pending, proceeds);
    const receipt = await page.getByRole('main').innerText();
    expect(receipt).toContain(formatMoney(proceeds));
    expect(receipt).toContain(formatMoney(pendingAfterSale));
    expect(receipt).toContain(formatTons(sold));

    // The server's side: the sale pending, the tons gone from the holding, the money in pending.
    const sales = await call(
      base,
      endpoints.credits.sales,
      { page: 1, pageSize: 10, status: 'pending' },
      { token },
    );
    expect(sales.items).toHaveLength(1);
    const [sale] = sales.items;
    if (sale === undefined) throw new Error('the sale is not listed');
    expect(sale.proceeds.toString()).toBe(proceeds.toString());
    const afterSale = await call(base, endpoints.wallet.balances, {}, { token });
    expect(afterSale.pending.toString()).toBe(pendingAfterSale.toString());
    expect(afterSale.available.toString()).toBe(before.available.toString());
    expect(afterSale.credits.normal.toString()).toBe('5.5');

    // Carbon credits lists the sale as pending, with the day it is expected in available.
    await page.getByRole('link', { name: exactly(text('credits.sell.done.toCredits')) }).click();
    await at(page, PATHS.tons);
    await shown(saleCard(page, sale.saleNo));
    await expectSale(page, sale.saleNo, 'pending', formatDate(sale.payoutAt, 'en'), proceeds);

    // Home, opened afresh: pending up by exactly the proceeds, available as it was.
    await page.goto(PATHS.home);
    await expectHomeBalances(page, before.available, pendingAfterSale);

    // Back to Carbon credits through Profile; the operator pays the sale while the page is open:
    // the server pushes the balances and the sale turns paid without a reload.
    await openCredits(page);
    await expectSale(page, sale.saleNo, 'pending', formatDate(sale.payoutAt, 'en'), proceeds);
    // The page's socket is open (the server counts it), so the push reaches it.
    await expect.poll(() => openSockets(base, member.memberId), { timeout: 15_000 }).toBe(1);
    const settled = await call(base, adminEndpoints.settleSale, { id: sale.id }, { admin: true });
    expect(settled.status).toBe('settled');
    if (settled.settledAt === null) throw new Error('the settled sale has no settlement date');
    await expectSale(page, sale.saleNo, 'settled', formatDate(settled.settledAt, 'en'), proceeds);

    // Home: the proceeds left pending for available, to the cent.
    await page.getByRole('button', { name: exactly(text('common.back')) }).click();
    await at(page, PATHS.profile);
    await page.getByRole('link', { name: exactly(text('layout.tabBar.home')) }).click();
    await at(page, PATHS.home);
    await expectHomeBalances(page, add(before.available, proceeds), before.pending);
    const afterSettling = await call(base, endpoints.wallet.balances, {}, { token });
    expect(afterSettling.available.toString()).toBe(add(before.available, proceeds).toString());
    expect(afterSettling.pending.toString()).toBe(before.pending.toString());
    const records = await call(
      base,
      endpoints.wallet.fundRecords,
      { page: 1, pageSize: 10, type: 'sale_settled' },
      { token },
    );
    expect(records.items.map((record) => `${record.balance} ${record.amount.toString()}`)).toEqual(
      expect.arrayContaining([
        `pending ${subtract(ZERO_MONEY, proceeds).toString()}`,
        `available ${proceeds.toString()}`,
      ]),
    );
    expect(records.items).toHaveLength(2);
  });
});
