// The public pages arrive prerendered (ADR 019): painted from the HTML, then hydrated by React
// without a console error and without replacing the markup; a Chinese reader gets them rendered
// afresh in Chinese, and never sees the English page. Until React runs, its buttons are inert: a
// form cannot be sent by the browser itself, which would put its fields in the address.
import { describe, expect, it } from 'vitest';
import { shown } from './support/browser';
import { consoleProblems, hydratedInPlace, keepDrawnElement } from './support/hydration';
import { useJourneys } from './support/journeys';
import { PATHS, field } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

const PUBLIC_PAGES = [
  PATHS.start,
  '/pages/index/start',
  PATHS.login,
  PATHS.register,
  '/pages/login/forgot',
];

describe('prerendered public pages', () => {
  it('hydrate in place, without a console error', async () => {
    const page = await journeys.openPage();
    const problems = consoleProblems(page);
    await keepDrawnElement(page, '#root > *');
    for (const path of PUBLIC_PAGES) {
      const response = await page.goto(path);
      expect(await response?.text(), path).toContain(`data-prerendered="${path}"`);
      // React has taken over the element the HTML brought (hydrated, not rendered afresh).
      await hydratedInPlace(page);
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
    }
    await page.goto(PATHS.start);
    await page.getByRole('link', { name: exactly(text('onboarding.start.login')) }).click();
    await shown(page.getByRole('button', { name: exactly(text('onboarding.login.submit')) }));
    expect(problems).toEqual([]);
  });

  it('are rendered afresh in Chinese for a Chinese reader', async () => {
    const page = await journeys.openPage();
    const problems = consoleProblems(page);
    await page.addInitScript(() => localStorage.setItem('currLang', 'cn'));
    await page.goto(PATHS.start);
    const loginLink = (locale: 'en' | 'cn') =>
      page.getByRole('link', { name: exactly(text('onboarding.start.login', {}, locale)) });
    await shown(loginLink('cn'));
    expect(await loginLink('en').count()).toBe(0);
    expect(await page.locator('#root[data-prerendered]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('cannot send a form before React runs: no password in an address', async () => {
    const page = await journeys.openPage();
    // The page as it paints before its scripts have run (on a slow phone, for a moment).
    await page.route('**/*.js', (route) => route.abort());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(PATHS.login);
    // The fields take nothing yet: what is typed would be replaced when the app takes over.
    const password = field(page, 'onboarding.fields.password');
    await shown(password);
    expect(await password.isEditable()).toBe(false);
    expect(await field(page, 'onboarding.fields.email').isEditable()).toBe(false);
    await password.focus();
    await page.keyboard.type('Secret123');
    expect(await password.inputValue()).toBe('');
    // Enter in a field submits a form natively unless its submit button is disabled.
    await password.press('Enter');
    const submit = page.getByRole('button', { name: exactly(text('onboarding.login.submit')) });
    await shown(submit);
    expect(await submit.isDisabled()).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    expect(requested.filter((url) => url.includes('Secret123'))).toEqual([]);
  });
});
