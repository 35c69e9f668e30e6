// The app follows the phone's light or dark setting, and the scheme chosen in Settings overrides
// it and survives a reload. Either way a page paints in its scheme before any script runs: the
// server sends the build's pages and the signed-in pages it draws with the colour scheme's
// stylesheet, and with the chosen scheme on the root element (ADR 043). Shown here with a second
// context of the same visitor that runs no JavaScript at all.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAGE_COOKIES } from '@carbonmarket/domain';
import { browserColors, darkTheme, lightTheme } from '@carbonmarket/ui';
import { at, shown, stored } from './support/browser';
import { consoleProblems } from './support/hydration';
import { useJourneys } from './support/journeys';
import { registerMember } from './support/api';
import { projectInProgress } from './support/market';
import { PATHS, logIn } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

/** `#rrggbb` as the browser reports a computed colour. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const DARK = { canvas: rgb(darkTheme.color.bg.canvas), text: rgb(darkTheme.color.text.primary) };
const DARK_SECONDARY = { ...DARK, text: rgb(darkTheme.color.text.secondary) };
const LIGHT = { canvas: rgb(lightTheme.color.bg.canvas), text: rgb(lightTheme.color.text.primary) };

/** The page's background and the colour of a heading's text, as painted. */
async function paint(page: Page, headingKey: string): Promise<{ canvas: string; text: string }> {
  const heading = page.getByRole('heading', { name: exactly(text(headingKey)) }).first();
  await shown(heading);
  return {
    canvas: await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    text: await heading.evaluate((element) => getComputedStyle(element).color),
  };
}

/** The colour the browser gives its bar: the content of the `theme-color` meta whose media applies. */
const barColor = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
    const applying = metas.filter((meta) => matchMedia(meta.media || 'all').matches);
    return applying.length === 1 ? (applying[0]?.content ?? null) : null;
  });

/**
 * Waits until the page paints in these colours, after a change made with the app running: the
 * change is applied in the app's own turn, not the test's.
 */
async function paintsIn(page: Page, headingKey: string, colours: typeof DARK): Promise<void> {
  await expect.poll(() => paint(page, headingKey), { timeout: 10_000 }).toEqual(colours);
}

describe('the dark theme', () => {
  it('paints the start page, Home, a project and the Profile tab dark from the first paint when the phone is set to dark', async () => {
    const { base } = journeys.server();
    const member = await registerMember(base);
    const project = await projectInProgress(base, 'Seen in the dark');

    // A first-time visitor with scripts off: the build's start page, as the server sends it.
    const guest = await journeys.openPage({ colorScheme: 'dark', javaScriptEnabled: false });
    await guest.goto(PATHS.start);
    expect(await paint(guest, 'common.appName')).toEqual(DARK);

    const page = await journeys.openPage({ colorScheme: 'dark' });
    const problems = consoleProblems(page);
    await logIn(page, member.email, member.password);
    // The same member with scripts off: what the server draws is all that paints.
    const still = await journeys.openPage({ colorScheme: 'dark', javaScriptEnabled: false });
    await still.context().addCookies(await page.context().cookies());
    const pages = [
      { path: PATHS.home, heading: 'home.balances.title' },
      { path: `/pages/project/project?id=${project.id}`, heading: 'projects.project.title' },
      // The hub's section titles are set in the secondary text colour.
      { path: PATHS.profile, heading: 'profile.hub.balances.title', secondary: true },
    ];
    for (const { path, heading, secondary } of pages) {
      const response = await still.goto(path);
      expect(await response?.text(), path).toContain(`data-member="${member.memberId}"`);
      expect(await paint(still, heading), path).toEqual(secondary ? DARK_SECONDARY : DARK);
    }

    // With scripts, tapping from Home to the Profile tab: dark throughout, no console problem.
    expect(await paint(page, 'home.balances.title')).toEqual(DARK);
    await page.getByRole('link', { name: exactly(text('layout.tabBar.profile')) }).click();
    await at(page, PATHS.profile);
    expect(await paint(page, 'profile.hub.balances.title')).toEqual(DARK_SECONDARY);
    expect(problems).toEqual([]);
  });

  it('keeps the scheme chosen in Settings over the phone setting, across a reload, from the first paint', async () => {
    const { base } = journeys.server();
    const member = await registerMember(base);
    const page = await journeys.openPage({ colorScheme: 'light' });
    await logIn(page, member.email, member.password);
    expect(await paint(page, 'home.balances.title')).toEqual(LIGHT);
    expect(await barColor(page)).toBe(browserColors.light.bar);

    // Profile tab, Settings, Appearance: each by tapping.
    const chooseScheme = async (key: 'dark' | 'system') => {
      await page
        .getByRole('button', { name: new RegExp(`^${text('onboarding.settings.appearance')}`) })
        .click();
      const sheet = page.getByRole('dialog', {
        name: exactly(text('onboarding.settings.appearanceSheet')),
      });
      await shown(sheet);
      await sheet
        .getByRole('button', { name: exactly(text(`onboarding.settings.colorSchemes.${key}`)) })
        .click();
      await sheet.waitFor({ state: 'hidden' });
    };
    await page.getByRole('link', { name: exactly(text('layout.tabBar.profile')) }).click();
    await at(page, PATHS.profile);
    await page.getByRole('link', { name: exactly(text('profile.hub.general.settings')) }).click();
    await at(page, PATHS.settings);
    await chooseScheme('dark');
    // With no reload; kept in storage and in the page cookie.
    await paintsIn(page, 'onboarding.settings.title', DARK);
    expect(await barColor(page)).toBe(browserColors.dark.bar);
    expect(await stored(page, 'colorScheme')).toBe('dark');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === PAGE_COOKIES.colorScheme)?.value).toBe('dark');

    await page.reload();
    expect(await paint(page, 'onboarding.settings.title')).toEqual(DARK);
    expect(await barColor(page)).toBe(browserColors.dark.bar);
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: new RegExp(`^${text('onboarding.settings.appearance')}`) })
          .textContent(),
      )
      .toContain(text('onboarding.settings.colorSchemes.dark'));

    // On a phone set to light with scripts off, the member's pages still arrive dark.
    const still = await journeys.openPage({ colorScheme: 'light', javaScriptEnabled: false });
    await still.context().addCookies(cookies);
    const response = await still.goto(PATHS.home);
    expect(await response?.text()).toMatch(/<html data-color-scheme="dark"/);
    expect(await paint(still, 'home.balances.title')).toEqual(DARK);
    expect(await barColor(still)).toBe(browserColors.dark.bar);

    // Back to the phone's setting: light again, and the choice forgotten.
    await chooseScheme('system');
    await paintsIn(page, 'onboarding.settings.title', LIGHT);
    expect(await barColor(page)).toBe(browserColors.light.bar);
    expect(await stored(page, 'colorScheme')).toBeNull();
    const after = await page.context().cookies();
    expect(after.some((cookie) => cookie.name === PAGE_COOKIES.colorScheme)).toBe(false);
  });
});
