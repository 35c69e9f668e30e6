// What the app asks the server after it changed something, with the live connection open: the
// mutation's reply and the server's pushes tell of the same change, and the app must fetch each
// query it refreshes once, not once per message (docs/adr/030-one-way-to-update-the-cache.md).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { endpoints } from '@carbonmarket/domain/contract';
import { call, openSockets } from './support/api';
import { fundedMember, projectInProgress } from './support/market';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { recordRequests } from './support/requests';
import { PATHS, field, logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

/** Opens a page through the app's own links where the journeys do, by address otherwise. */
async function visit(page: Page, path: string, titleKey: string) {
  await page.goto(path);
  await shown(navTitle(page, titleKey));
}

/** Waits until the server counts the member's socket: its pushes reach the page. */
async function socketOpen(base: string, memberId: number) {
  await expect.poll(() => openSockets(base, memberId), { timeout: 15_000 }).toBe(1);
}

/** From the project's page to the purchase form, then the quantity, the terms and Buy. */
async function buyFromPage(page: Page, projectId: number) {
  await page.goto(`/pages/project/project?id=${projectId}`);
  await page.getByRole('link', { name: exactly(text('projects.project.offer.buy')) }).click();
  await at(page, '/pages/project/dproject');
  await shown(field(page, 'projects.purchase.form.quantity'));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: exactly(text('projects.purchase.form.submit')) }).click();
  const dialog = page.getByRole('alertdialog', {
    name: exactly(text('projects.purchase.confirm.title')),
  });
  await shown(dialog);
  return () =>
    dialog.getByRole('button', { name: exactly(text('projects.purchase.confirm.action')) }).click();
}

/**
 * Holds the reply to `path` back for a second after the server sent it, as a slow network may:
 * the refetches the pushes started have ended before the reply arrives.
 */
async function slowReplies(page: Page, path: string) {
  await page.route(`**/h5/api${path}`, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fulfill({ response });
  });
}

/** A funded member holding `tons` t of a project in progress, bought through the API. */
async function memberHolding(base: string, projectName: string, tons: string) {
  const member = await fundedMember(base);
  const project = await projectInProgress(base, projectName);
  await call(
    base,
    endpoints.orders.buy,
    { projectId: project.id, quantity: tons, agreed: true },
    { token: member.token, idempotencyKey: randomUUID() },
  );
  return { member, project };
}

/**
 * Records the page's requests from the confirmation on: confirms, waits for the receipt's
 * heading and for the requests that follow to settle. The caller may go on and stops the record.
 */
async function recordFromConfirmation(page: Page, confirm: () => Promise<void>, doneKey: string) {
  const requests = recordRequests(page);
  await confirm();
  await shown(page.getByRole('heading', { name: exactly(text(doneKey)) }));
  await requests.settled();
  return requests;
}

describe('requests after a change', () => {
  it('fetches each query at most once after a purchase, its receipt and the orders it leads to', async () => {
    const { base } = journeys.server();
    // A holding already, so that Carbon credits has lists in the cache that the purchase changes.
    const { member, project } = await memberHolding(base, 'Pahang Peat Swamp', '3');
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    // The pages whose data a purchase changes are in the cache, inactive.
    await visit(page, PATHS.tons, 'credits.title');
    await visit(page, `${PATHS.orders}?status=completed`, 'orders.title');
    const confirm = await buyFromPage(page, project.id);
    await socketOpen(base, member.memberId);

    const requests = await recordFromConfirmation(page, confirm, 'projects.purchase.done.title');
    await page
      .getByRole('link', { name: exactly(text('projects.purchase.done.toOrders')) })
      .click();
    await at(page, PATHS.orders);
    await shown(navTitle(page, 'orders.title'));
    await requests.settled();
    requests.stop();

    console.info('[requests after a purchase]', requests.counts());
    expect(requests.counts()['POST orders.buy']).toBe(1);
    // The orders page shows the new order: its list was fetched again, once.
    expect(requests.counts()['GET orders.list']).toBe(1);
    expect(requests.repeatedQueries()).toEqual({});
  });

  it('fetches the project once when the purchase takes its last tons, its reply slow', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    // 5 t left and an order takes exactly 5 t: the purchase fills the project.
    const project = await projectInProgress(base, 'Pahang Last Tons', {
      quantity: '5',
      minTons: '5',
      maxTons: '5',
    });
    const page = await journeys.openPage();
    await slowReplies(page, '/orders/buy');
    await logIn(page, member.email, member.password);
    const confirm = await buyFromPage(page, project.id);
    await socketOpen(base, member.memberId);

    const requests = await recordFromConfirmation(page, confirm, 'projects.purchase.done.title');
    requests.stop();

    console.info('[requests after the last tons]', requests.counts());
    expect(requests.counts()['POST orders.buy']).toBe(1);
    expect(requests.repeatedQueries()).toEqual({});
  });

  it('fetches each query at most once after a sale, its reply slow, and on the Carbon credits it leads to', async () => {
    const { base } = journeys.server();
    const { member, project } = await memberHolding(base, 'Pahang Buyback', '10');
    const page = await journeys.openPage();
    await slowReplies(page, '/credits/sell');
    await logIn(page, member.email, member.password);
    await visit(page, PATHS.tons, 'credits.title');
    await page
      .getByRole('link', { name: exactly(`${text('credits.holdings.sell')} – ${project.name}`) })
      .click();
    await at(page, PATHS.sell);
    await field(page, 'credits.sell.form.quantity').fill('4');
    await page.getByRole('button', { name: exactly(text('credits.sell.form.submit')) }).click();
    const dialog = page.getByRole('alertdialog', {
      name: exactly(text('credits.sell.confirm.title')),
    });
    await shown(dialog);
    await socketOpen(base, member.memberId);

    const requests = await recordFromConfirmation(
      page,
      () =>
        dialog.getByRole('button', { name: exactly(text('credits.sell.confirm.action')) }).click(),
      'credits.sell.done.title',
    );
    await page.getByRole('link', { name: exactly(text('credits.sell.done.toCredits')) }).click();
    await at(page, PATHS.tons);
    await shown(navTitle(page, 'credits.title'));
    await requests.settled();
    requests.stop();

    console.info('[requests after a sale]', requests.counts());
    expect(requests.counts()['POST credits.sell']).toBe(1);
    expect(requests.repeatedQueries()).toEqual({});
  });
});
