// Buying credits on the phone against the real server: from the project's page to the receipt,
// with the money, the order, the holding and the fund record checked on the server's side; a
// purchase the caps refuse because another device bought in the meantime; and two buyers racing
// for the last tons.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney, money } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { call } from './support/api';
import { fundedMember, projectInProgress } from './support/market';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { field, logIn, navTitle } from './support/screens';
import { errorText, exactly, text } from './support/text';

const journeys = useJourneys();

/** From the project's page, Buy credits: the purchase page with its form. */
async function openPurchase(page: Page, projectId: number) {
  await page.goto(`/pages/project/project?id=${projectId}`);
  await page.getByRole('link', { name: exactly(text('projects.project.offer.buy')) }).click();
  await at(page, '/pages/project/dproject');
  await shown(navTitle(page, 'projects.purchase.title'));
  await shown(field(page, 'projects.purchase.form.quantity'));
}

/** The quantity (the minimum when null), the terms, Buy, and the confirmation. */
async function submitPurchase(page: Page, quantity: string | null) {
  if (quantity !== null) await field(page, 'projects.purchase.form.quantity').fill(quantity);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: exactly(text('projects.purchase.form.submit')) }).click();
  const dialog = page.getByRole('alertdialog', {
    name: exactly(text('projects.purchase.confirm.title')),
  });
  await shown(dialog);
  await dialog
    .getByRole('button', { name: exactly(text('projects.purchase.confirm.action')) })
    .click();
}

describe('buying credits', () => {
  it('buys the minimum: the receipt, the balance down by exactly the total, the order, the tons and the fund record', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    const project = await projectInProgress(base, 'Johor Mangrove Restoration');
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);

    // The quantity starts at the project's minimum: 3 t x S$7.35 = S$22.05.
    await openPurchase(page, project.id);
    await submitPurchase(page, null);
    await shown(page.getByRole('heading', { name: exactly(text('projects.purchase.done.title')) }));
    const receipt = page.getByRole('main');
    await expect.poll(() => receipt.innerText()).toContain(formatMoney(money('22.05')));
    expect(await receipt.innerText()).toContain(formatMoney(money('977.95')));

    const { token } = member;
    const balances = await call(base, endpoints.wallet.balances, {}, { token });
    expect(balances.available.toString()).toBe('977.95');
    expect(balances.credits.normal.toString()).toBe('3');
    const orders = await call(
      base,
      endpoints.orders.list,
      // A purchase completes at once (docs/adr/006-order-life-cycle.md).
      { page: 1, pageSize: 10, status: 'completed' },
      { token },
    );
    expect(orders.items).toHaveLength(1);
    expect(orders.items[0]).toMatchObject({ projectId: project.id, kind: 'purchase' });
    expect(orders.items[0]?.totalAmount.toString()).toBe('22.05');
    const records = await call(
      base,
      endpoints.wallet.fundRecords,
      { page: 1, pageSize: 10, type: 'purchase' },
      { token },
    );
    expect(records.items.map((record) => record.amount.toString())).toEqual(['-22.05']);

    await page
      .getByRole('link', { name: exactly(text('projects.purchase.done.toOrders')) })
      .click();
    await at(page, '/pages/profile/order');
    expect(new URL(page.url()).searchParams.get('status')).toBe('completed');
  });

  it('names the order in the address once bought: a reload opens the order, not an empty form', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    const project = await projectInProgress(base, 'Johor Mudflat Restoration');
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);

    await openPurchase(page, project.id);
    await submitPurchase(page, null);
    await shown(page.getByRole('heading', { name: exactly(text('projects.purchase.done.title')) }));
    await expect.poll(() => new URL(page.url()).searchParams.get('done')).not.toBeNull();
    const orderId = new URL(page.url()).searchParams.get('done');
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(project.id));

    await page.reload();
    await at(page, '/pages/profile/order');
    expect(new URL(page.url()).searchParams.get('id')).toBe(orderId);
    expect(await field(page, 'projects.purchase.form.quantity').count()).toBe(0);
    const { token } = member;
    const orders = await call(
      base,
      endpoints.orders.list,
      { page: 1, pageSize: 10, status: 'completed' },
      { token },
    );
    expect(orders.items.map((order) => String(order.id))).toEqual([orderId]);
  });

  it('is refused at the monthly cap, with the cap in the message, when another device bought first', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    const project = await projectInProgress(base, 'Johor Seagrass Meadows');
    const { token } = member;
    const buyFromAnotherDevice = () =>
      call(
        base,
        endpoints.orders.buy,
        { projectId: project.id, quantity: '3', agreed: true },
        { token, idempotencyKey: randomUUID() },
      );
    await buyFromAnotherDevice();
    await buyFromAnotherDevice();
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);

    // The purchase page opens with one purchase left this month; the other device takes it.
    await openPurchase(page, project.id);
    await buyFromAnotherDevice();
    const before = await call(base, endpoints.wallet.balances, {}, { token });
    await submitPurchase(page, '4');

    // The refusal names the cap; the page, fetched again, no longer offers the form.
    await shown(
      page.getByText(
        exactly(errorText('PURCHASE_MONTHLY_LIMIT_REACHED', { times: 3, maxtimes: 3 })),
      ),
    );
    await shown(
      page.getByRole('heading', { name: exactly(text('projects.purchase.unavailable.title')) }),
    );
    expect(
      await page
        .getByRole('heading', { name: exactly(text('projects.purchase.done.title')) })
        .count(),
    ).toBe(0);
    const after = await call(base, endpoints.wallet.balances, {}, { token });
    expect(after.available.toString()).toBe(before.available.toString());
  });

  it('lets exactly one of two buyers racing for the last tons have them; the other is told why', async () => {
    const { base } = journeys.server();
    const [first, second] = await Promise.all([fundedMember(base), fundedMember(base)]);
    // 5 t left, and an order takes at least 5 t: one order empties the project.
    const project = await projectInProgress(base, 'Johor Last Tons', {
      quantity: '5',
      minTons: '5',
      maxTons: '5',
    });
    const pages = await Promise.all([journeys.openPage(), journeys.openPage()]);
    const buyers = [first, second] as const;
    for (const [index, page] of pages.entries()) {
      const buyer = buyers[index];
      if (buyer === undefined) throw new Error('two buyers');
      await logIn(page, buyer.email, buyer.password);
      await openPurchase(page, project.id);
    }
    const receipt = (page: Page) =>
      page.getByRole('heading', { name: exactly(text('projects.purchase.done.title')) });
    const refused = (page: Page) =>
      page
        .getByText(exactly(errorText('INSUFFICIENT_REMAINING_TONS')))
        .or(page.getByText(exactly(errorText('PROJECT_FULL'))));
    // Each buyer goes through the form and the confirmation. The slower one may be told before
    // confirming: the live update of the winner's order shows the project full in place of the
    // form (its next step then waits in vain), which ends that buyer's steps as the server's
    // refusal would.
    await Promise.all(
      pages.map((page) =>
        submitPurchase(page, null).catch(async (error: unknown) => {
          if ((await refused(page).count()) === 0) throw error;
        }),
      ),
    );
    await expect
      .poll(async () =>
        Promise.all(
          pages.map(async (page) =>
            (await receipt(page).count()) > 0
              ? 'bought'
              : (await refused(page).count()) > 0
                ? 'refused'
                : 'waiting',
          ),
        ),
      )
      .toEqual(expect.arrayContaining(['bought', 'refused']));

    const holdings = await Promise.all(
      buyers.map(async ({ token }) =>
        (await call(base, endpoints.wallet.balances, {}, { token })).credits.normal.toString(),
      ),
    );
    expect(holdings.sort()).toEqual(['0', '5']);
  });
});
