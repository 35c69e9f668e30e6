// Topping up on the phone against the real server: a new member, short of balance for a purchase
// of 4 t, taps Top up beside the shortfall, takes the amount suggested for it, opens the top-up,
// and is shown a PayNow code. The code, read from the screen as a banking app reads it, is a
// PayNow payment of the amount with the reference the page shows, and its checksum holds. The
// operator confirms the payment; the open page shows the money credited without a reload, the
// balance has risen, and a fund record says so. Back to the purchase, the 4 t are still chosen,
// and the purchase goes through.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatMoney, money, readPayNowPayload } from '@carbonmarket/domain';
import { endpoints, adminEndpoints } from '@carbonmarket/domain/contract';
import { call, registerMember, signedInMember } from './support/api';
import { consoleProblems, hydratedInPlace, keepDrawnElement } from './support/hydration';
import { projectInProgress } from './support/market';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { readQrCode } from './support/qrCode';
import { field, logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

describe('topping up by PayNow', () => {
  it('a member short of balance tops up by the code, sees the money arrive live, and comes back to buy the tons chosen', async () => {
    const { base } = journeys.server();
    const member = await registerMember(base);
    const project = await projectInProgress(base, 'Sabah Peatland Top-up');
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);

    // A purchase of 4 t at S$7.35 (S$29.40) with nothing available: the shortfall, and Top up
    // beside it.
    await page.goto(`/pages/project/project?id=${project.id}`);
    await page.getByRole('link', { name: exactly(text('projects.project.offer.buy')) }).click();
    await at(page, '/pages/project/dproject');
    await field(page, 'projects.purchase.form.quantity').fill('4');
    await shown(
      page.getByText(
        exactly(text('projects.payment.shortBy', { amount: formatMoney(money('29.40')) })),
      ),
    );
    await page.getByRole('link', { name: exactly(text('projects.payment.topUp')) }).click();
    await at(page, '/pages/profile/topup');
    await shown(navTitle(page, 'wallet.topUp.title'));

    // The amount suggested is the shortfall rounded up to the dollar; Continue: the code, the
    // amount and the reference.
    await expect.poll(() => field(page, 'wallet.topUp.amount.label').inputValue()).toBe('30.00');
    await page.getByRole('button', { name: exactly(text('wallet.topUp.amount.submit')) }).click();
    const amount = formatMoney(money('30'));
    await shown(
      page.getByRole('heading', { name: exactly(text('wallet.topUp.pay.title', { amount })) }),
    );
    const topUpId = Number(new URL(page.url()).searchParams.get('id'));
    const topUp = await call(
      base,
      endpoints.wallet.topUp,
      { id: topUpId },
      { token: await tokenOf() },
    );
    const code = page.getByRole('img', {
      name: exactly(
        text('wallet.topUp.pay.code', {
          amount,
          name: topUp.payee.name,
          reference: topUp.reference,
        }),
      ),
    });
    await shown(code);
    await shown(page.getByText(exactly(topUp.reference)));

    // Read from the screen as a banking app would: PayNow to the operator's UEN, S$25.00 fixed,
    // the reference the page shows, and a checksum that holds.
    const read = readPayNowPayload(readQrCode(await code.screenshot()));
    expect(read.crcValid).toBe(true);
    expect(read.fields.get('54')).toBe('30.00');
    expect(read.fields.get('62')).toBe(
      `01${String(topUp.reference.length).padStart(2, '0')}${topUp.reference}`,
    );
    expect(read.payNow.get('00')).toBe('SG.PAYNOW');
    expect(read.payNow.get('02')).toBe(topUp.payee.uen);
    expect(read.payNow.get('03')).toBe('0');

    // The operator confirms the payment: the open page shows it credited, without a reload.
    await call(base, adminEndpoints.confirmTopUp, { id: topUpId }, { admin: true });
    await shown(
      page.getByRole('heading', { name: exactly(text('wallet.topUp.done.title', { amount })) }),
      20_000,
    );
    const token = await tokenOf();
    const balances = await call(base, endpoints.wallet.balances, {}, { token });
    expect(balances.available.toString()).toBe('30.00');
    const records = await call(
      base,
      endpoints.wallet.fundRecords,
      { page: 1, pageSize: 10, type: 'top_up' },
      { token },
    );
    expect(records.items.map((record) => [record.amount.toString(), record.reference])).toEqual([
      ['30.00', topUp.reference],
    ]);

    // Back to the purchase: the 4 t are still chosen, and now the balance covers them.
    await page
      .getByRole('link', { name: exactly(text('wallet.topUp.done.backTo.purchase')) })
      .click();
    await at(page, '/pages/project/dproject');
    await expect.poll(() => field(page, 'projects.purchase.form.quantity').inputValue()).toBe('4');
    await page.getByRole('checkbox').check();
    await page
      .getByRole('button', { name: exactly(text('projects.purchase.form.submit')) })
      .click();
    const dialog = page.getByRole('alertdialog', {
      name: exactly(text('projects.purchase.confirm.title')),
    });
    await dialog
      .getByRole('button', { name: exactly(text('projects.purchase.confirm.action')) })
      .click();
    await shown(page.getByRole('heading', { name: exactly(text('projects.purchase.done.title')) }));
    const after = await call(base, endpoints.wallet.balances, {}, { token });
    expect(after.available.toString()).toBe('0.60');
    expect(after.credits.normal.toString()).toBe('4');

    /** The page's own session token, for reading what the server holds as the member would. */
    async function tokenOf(): Promise<string> {
      const stored = await page.evaluate(() => window.localStorage.getItem('token'));
      if (!stored) throw new Error('the page holds no session');
      return stored;
    }
  });

  it('opens a top-up drawn by the server, hydrated in place with the data it was drawn with', async () => {
    const { base } = journeys.server();
    const member = await signedInMember(base);
    const topUp = await call(
      base,
      endpoints.wallet.createTopUp,
      { amount: '40' },
      { token: member.token, idempotencyKey: randomUUID() },
    );
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    const problems = consoleProblems(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (/\/h5\/api\/wallet\/topup/.test(request.url())) reads.push(request.url());
    });
    await keepDrawnElement(page, '#root main');
    const response = await page.goto(`/pages/profile/topup?id=${topUp.id}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`data-member="${member.memberId}"`);
    // Drawn with the top-up's code, not the page's outline.
    expect(html).toContain(text('wallet.topUp.pay.title', { amount: formatMoney(money('40')) }));
    await hydratedInPlace(page);
    const amount = formatMoney(money('40'));
    await shown(
      page.getByRole('heading', { name: exactly(text('wallet.topUp.pay.title', { amount })) }),
    );
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    expect(problems).toEqual([]);
  });
});
