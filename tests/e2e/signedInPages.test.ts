// A signed-in visitor's tabs arrive drawn by the server with their data, in their language
// (ADR 027): painted from the HTML before any script, then hydrated by React with the replies they
// were drawn with (no second request for the same data, no console error). A page drawn for
// someone else, or in another language, is never shown: the app draws the visitor's own instead.
import { describe, expect, it } from 'vitest';
import { PAGE_COOKIES } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { shown } from './support/browser';
import { consoleProblems, hydratedInPlace, keepDrawnElement } from './support/hydration';
import { useJourneys } from './support/journeys';
import { call, registerMember } from './support/api';
import { projectInProgress } from './support/market';
import { PATHS, logIn } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

/** The pages the server draws, each with a heading only its page has. */
const TABS = [
  { path: PATHS.orders, heading: 'orders.title' },
  { path: PATHS.tons, heading: 'credits.title' },
  { path: PATHS.home, heading: 'home.balances.title' },
  { path: '/pages/project/index', heading: 'projects.title' },
  { path: PATHS.profile, heading: 'profile.hub.balances.title' },
] as const;

/** The data reads each page makes when the app draws it itself. */
const DATA_READS =
  /\/h5\/api\/(wallet\/balances|projects\/(list|detail)|news\/list|footprint\/result|profile\/|orders\/(list|detail)|credits\/(list|sales|retired))/;

describe('pages drawn by the server for a signed-in visitor', () => {
  it('hydrate in place with the data they were drawn with, asking for none of it again', async () => {
    const member = await registerMember(journeys.server().base);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    // Signing in through the app keeps the page cookie beside the session.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === PAGE_COOKIES.session)?.value).toBeTruthy();
    const problems = consoleProblems(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (DATA_READS.test(request.url())) reads.push(new URL(request.url()).pathname);
    });
    await keepDrawnElement(page, '#root main');
    const project = await projectInProgress(journeys.server().base, 'Drawn by the server');
    // The pages without the tab bar first: the last one drawn is a tab, whose bar moves on.
    const pages = [
      { path: `/pages/project/project?id=${project.id}`, heading: 'projects.project.title' },
      { path: '/pages/news/index', heading: 'news.list.title' },
      { path: '/pages/profile/result', heading: 'footprint.result.title' },
      ...TABS,
    ];
    for (const tab of pages) {
      const response = await page.goto(tab.path);
      const html = (await response?.text()) ?? '';
      expect(html, tab.path).toContain(`data-member="${member.memberId}"`);
      expect(response?.headers()['cache-control'], tab.path).toBe('private, no-store');
      await hydratedInPlace(page);
      await shown(page.getByRole('heading', { name: exactly(text(tab.heading)) }));
      await page.waitForLoadState('networkidle');
      expect(reads, tab.path).toEqual([]);
      expect(problems, tab.path).toEqual([]);
    }
    // The hydrated page is the app's: it moves on as usual.
    await page.getByRole('link', { name: exactly(text('layout.tabBar.home')) }).click();
    await shown(page.getByRole('heading', { name: exactly(text('home.balances.title')) }));
    expect(problems).toEqual([]);
  });

  it('show the data before any script has run', async () => {
    const member = await registerMember(journeys.server().base);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(PATHS.profile);
    await shown(page.getByRole('heading', { name: exactly(text('profile.hub.balances.title')) }));
    expect(await page.locator('#root').textContent()).toContain(member.email);
  });

  it("never show one member's page to another", async () => {
    const base = journeys.server().base;
    const [first, second] = [await registerMember(base), await registerMember(base)];
    const firstSession = await call(base, endpoints.auth.login, {
      visitorType: 'personal',
      email: first.email,
      password: first.password,
      agreed: true,
    });
    const page = await journeys.openPage();
    await logIn(page, second.email, second.password);
    // The browser brings the first member's page cookie, but the second member is signed in here.
    await page
      .context()
      .addCookies([{ name: PAGE_COOKIES.session, value: firstSession.token, url: base }]);
    await page.route('**/*.js', (route) => route.abort());
    const response = await page.goto(PATHS.profile);
    expect(await response?.text()).toContain(`data-member="${first.memberId}"`);
    // Before any script: the inline guard has hidden the first member's page.
    expect(await page.locator('#root').isVisible()).toBe(false);
    await page.unroute('**/*.js');
    await page.goto(PATHS.profile);
    await shown(page.getByRole('heading', { name: exactly(text('profile.hub.balances.title')) }));
    const shownText = await page.locator('#root').textContent();
    expect(shownText).toContain(second.email);
    expect(shownText).not.toContain(first.email);
  });

  it('are drawn in Chinese for a Chinese reader, and never shown in the wrong language', async () => {
    const member = await registerMember(journeys.server().base);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    const problems = consoleProblems(page);
    const balancesTitle = (locale: 'en' | 'cn') =>
      page.getByRole('heading', { name: exactly(text('home.balances.title', {}, locale)) });
    // Chinese chosen where the page cookie did not follow (another tab, before this one ran).
    await page.evaluate(() => localStorage.setItem('currLang', 'cn'));
    const english = await page.goto(PATHS.home);
    expect(await english?.text()).toContain('data-lang="en"');
    await shown(balancesTitle('cn'));
    expect(await page.locator('#root[data-member]').count()).toBe(0);
    // The app keeps the cookie equal to the language it reads: the next page arrives in Chinese.
    await keepDrawnElement(page, '#root main');
    const chinese = await page.goto(PATHS.home);
    expect(await chinese?.text()).toContain('data-lang="cn"');
    await hydratedInPlace(page);
    await shown(balancesTitle('cn'));
    expect(await balancesTitle('en').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
