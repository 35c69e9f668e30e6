// The fund records against the real server: the demo member (seeded on the server's first start:
// a top-up of S$5,000, two purchases, two booking fees) opens the page, drawn by the server with
// the first page of records and hydrated in place, and sees every line under today's heading,
// newest first. Picking Top-up names the type in the address, asks the server for that type, and
// leaves the one top-up.
import { describe, expect, it } from 'vitest';
import { formatMoney, money } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { formatDate } from '../../packages/ui/src/i18n/formatDate';
import { call } from './support/api';
import { at, hasText, shown } from './support/browser';
import { consoleProblems, hydratedInPlace, keepDrawnElement } from './support/hydration';
import { useJourneys } from './support/journeys';
import { logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

/** The demo member the first start seeds (apps/server/src/demo/seed.ts). */
const DEMO = { email: 'demo@carbonmarket.sg', password: 'GreenDemo2026' } as const;

const FUND_RECORDS = '/pages/profile/fundlogs';

describe('fund records', () => {
  it('the demo member sees every change of the wallet by day, then only the top-ups', async () => {
    const { base } = journeys.server();
    const session = await call(base, endpoints.auth.login, {
      visitorType: 'personal',
      email: DEMO.email,
      password: DEMO.password,
      agreed: true,
    });
    const { items } = await call(
      base,
      endpoints.wallet.fundRecords,
      { page: 1, pageSize: 20 },
      { token: session.token },
    );
    const topUps = items.filter((record) => record.type === 'top_up');
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(topUps.map((record) => record.amount.toString())).toEqual(['5000.00']);

    const page = await journeys.openPage();
    await logIn(page, DEMO.email, DEMO.password);
    const problems = consoleProblems(page);
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/wallet/fundrecords')) asked.push(url);
    });
    await keepDrawnElement(page, '#root main');
    const response = await page.goto(FUND_RECORDS);
    expect(await response?.text()).toContain(`data-member="${session.loginInfo.mem_id}"`);
    await hydratedInPlace(page);
    await shown(navTitle(page, 'wallet.fundRecords.title'));

    // Every line, newest first, under the day they were made (the seed's, in Singapore time).
    const lines = page
      .getByRole('list', { name: exactly(text('wallet.fundRecords.list.label')) })
      .getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(items.length);
    const newest = items[0];
    if (newest === undefined) throw new Error('the demo member has no fund records');
    await shown(
      page.getByRole('heading', { level: 2, name: exactly(formatDate(newest.createdAt, 'en')) }),
    );
    for (const [index, record] of items.entries())
      await expect
        .poll(() => lines.nth(index).textContent())
        .toContain(text(`wallet.fundRecords.types.${record.type}`));
    await page.waitForLoadState('networkidle');
    // Drawn with its data: the app did not ask for it again.
    expect(asked).toEqual([]);

    // One type: the address names it, the server is asked for it, and only the top-up is left.
    await page
      .getByRole('combobox', { name: exactly(text('wallet.fundRecords.filter.label')) })
      .selectOption({ label: text('wallet.fundRecords.types.top_up') });
    await at(page, FUND_RECORDS);
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('top_up');
    await expect.poll(() => lines.count()).toBe(1);
    await hasText(
      lines.first().getByText(exactly(`+${formatMoney(money('5000'))}`)),
      `+${formatMoney(money('5000'))}`,
    );
    expect(asked.map((url) => url.searchParams.get('type'))).toEqual(['top_up']);
    expect(problems).toEqual([]);
  });
});
