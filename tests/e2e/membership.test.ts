// Joining a membership level on the phone against the real server: a member with money opens a
// project that asks for level P2, is told so and led to the membership page, joins P2 for a
// month after a confirmation that names the price, and is shown the level and its end. The price
// has left the balance, the Profile tab shows P2 and its end without a reload, and the project
// can now be bought.
import { describe, expect, it } from 'vitest';
import { formatMoney, money } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { formatDate } from '../../packages/ui/src/i18n/formatDate';
import { call, signedInMember } from './support/api';
import { consoleProblems, hydratedInPlace, keepDrawnElement } from './support/hydration';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { fundedMember, projectInProgress } from './support/market';
import { field, logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

describe('membership', () => {
  it('a member below a project’s level joins that level, sees it on the Profile tab, and buys', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    const project = await projectInProgress(base, 'Perak Mangrove Membership', {
      minLevel: 'P2',
    });
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);

    // The project says which level it asks for, and leads to the membership page.
    await page.goto(`/pages/project/project?id=${project.id}`);
    const options = page.getByRole('region', {
      name: exactly(text('projects.project.offer.label')),
    });
    await shown(options.getByText(text('projects.project.offer.upgradeHint', { level: 'P2' })));
    await options
      .getByRole('link', { name: exactly(text('projects.project.offer.upgrade')) })
      .click();
    await at(page, '/pages/profile/apply');
    await shown(navTitle(page, 'profile.membership.title'));
    await shown(
      page.getByRole('heading', {
        level: 2,
        name: exactly(text('profile.membership.current.none')),
      }),
    );

    // P2 for a month: the confirmation names the price; paying answers with the level's end.
    const p2 = page.getByRole('listitem').filter({
      has: page.getByRole('heading', {
        level: 3,
        name: exactly(text('profile.membership.plan.name', { level: 'P2' })),
      }),
    });
    await p2
      .getByRole('button', {
        name: exactly(text('profile.membership.plan.join', { level: 'P2' })),
      })
      .click();
    const dialog = page.getByRole('alertdialog', {
      name: exactly(text('profile.membership.confirm.title.join', { level: 'P2' })),
    });
    await shown(dialog);
    const price = formatMoney(money('19.80'));
    expect(await dialog.textContent()).toContain(price);
    const replied = page.waitForResponse((response) =>
      response.url().includes('/h5/api/membership/join'),
    );
    await dialog
      .getByRole('button', { name: exactly(text('profile.membership.confirm.action')) })
      .click();
    const reply = (await (await replied).json()) as {
      code: number;
      data: { level: string; expiresAt: string };
    };
    expect(reply.code).toBe(0);
    expect(reply.data.level).toBe('P2');
    const ends = formatDate(new Date(reply.data.expiresAt), 'en');

    // The receipt: level P2 until its end, the price paid, the balance left.
    await shown(
      page.getByRole('heading', { name: exactly(text('profile.membership.done.title')) }),
    );
    await shown(
      page.getByText(
        exactly(text('profile.membership.done.description', { level: 'P2', date: ends })),
      ),
    );
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    if (token === null) throw new Error('the page holds no session');
    const balances = await call(base, endpoints.wallet.balances, {}, { token });
    expect(balances.available.toString()).toBe('980.20');
    await shown(page.getByRole('main').getByText(exactly(formatMoney(money('980.20')))));

    // The Profile tab, reached by tapping (no reload): level P2 and its end, the balance after.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') requests.push(request.url());
    });
    await page
      .getByRole('link', { name: exactly(text('profile.membership.done.toProjects')) })
      .click();
    await at(page, '/pages/project/index');
    await page
      .getByRole('navigation', { name: exactly(text('layout.tabBar.label')) })
      .getByRole('link', { name: exactly(text('layout.tabBar.profile')) })
      .click();
    await at(page, '/pages/profile/index');
    await shown(page.getByText(exactly(text('profile.hub.membership.level', { level: 'P2' }))));
    await shown(page.getByText(exactly(text('profile.hub.membership.until', { date: ends }))));
    await shown(page.getByText(exactly(formatMoney(money('980.20')))));
    // The way back to the plans from the tab.
    expect(
      await page
        .getByRole('link', { name: new RegExp(text('profile.hub.trading.membership')) })
        .getAttribute('href'),
    ).toBe('/pages/profile/apply');
    expect(requests).toEqual([]);

    // The project now offers Buy, and 3 t go through.
    await page.goto(`/pages/project/project?id=${project.id}`);
    await page.getByRole('link', { name: exactly(text('projects.project.offer.buy')) }).click();
    await at(page, '/pages/project/dproject');
    await field(page, 'projects.purchase.form.quantity').fill('3');
    await page.getByRole('checkbox').check();
    await page
      .getByRole('button', { name: exactly(text('projects.purchase.form.submit')) })
      .click();
    await page
      .getByRole('alertdialog', { name: exactly(text('projects.purchase.confirm.title')) })
      .getByRole('button', { name: exactly(text('projects.purchase.confirm.action')) })
      .click();
    await shown(page.getByRole('heading', { name: exactly(text('projects.purchase.done.title')) }));
    const after = await call(base, endpoints.wallet.balances, {}, { token });
    expect(after.available.toString()).toBe('958.15');
    expect(after.credits.normal.toString()).toBe('3');
  });

  it('opens drawn by the server with the plans and the balance, hydrated in place', async () => {
    const { base } = journeys.server();
    const member = await signedInMember(base);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    const problems = consoleProblems(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (/\/h5\/api\/(membership\/plans|wallet\/balances)/.test(request.url()))
        reads.push(request.url());
    });
    await keepDrawnElement(page, '#root main');
    const response = await page.goto('/pages/profile/apply');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`data-member="${member.memberId}"`);
    // Drawn with the plans, not the page's outline.
    expect(html).toContain(text('profile.membership.plan.join', { level: 'P5' }));
    await hydratedInPlace(page);
    await shown(
      page.getByRole('button', {
        name: exactly(text('profile.membership.plan.join', { level: 'P1' })),
      }),
    );
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    expect(problems).toEqual([]);
  });
});
