// The language chosen is kept (`currLang` in localStorage) and survives a reload, whether it is
// picked on the start page or in Settings.
import { describe, expect, it } from 'vitest';
import { shown, stored } from './support/browser';
import { useJourneys } from './support/journeys';
import { PATHS } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

describe('the language switch', () => {
  it('keeps Chinese across a reload, and English again once switched back in Settings', async () => {
    const page = await journeys.openPage();
    await page.goto(PATHS.start);
    const loginLink = (locale: 'en' | 'cn') =>
      page.getByRole('link', { name: exactly(text('onboarding.start.login', {}, locale)) });
    await shown(loginLink('en'));

    await page.getByRole('button', { name: exactly(text('screens.languageSwitch.label')) }).click();
    const sheet = page.getByRole('dialog', {
      name: exactly(text('screens.languageSwitch.title')),
    });
    await sheet.getByRole('button', { name: exactly(text('common.languages.cn')) }).click();
    await shown(loginLink('cn'));
    expect(await stored(page, 'currLang')).toBe('cn');

    await page.reload();
    await shown(loginLink('cn'));
    await shown(page.getByText(text('onboarding.start.tagline', {}, 'cn'), { exact: true }));
    expect(await loginLink('en').count()).toBe(0);
    expect(await stored(page, 'currLang')).toBe('cn');

    // Back to English from the Settings page (in Chinese until then).
    await page.goto(PATHS.settings);
    await page
      .getByRole('button', {
        name: new RegExp(`^${text('onboarding.settings.language', {}, 'cn')}`),
      })
      .click();
    const settingsSheet = page.getByRole('dialog', {
      name: exactly(text('onboarding.settings.languageSheet', {}, 'cn')),
    });
    await settingsSheet
      .getByRole('button', { name: exactly(text('common.languages.en', {}, 'cn')) })
      .click();
    const settingsTitle = (locale: 'en' | 'cn') =>
      page.getByRole('heading', {
        level: 1,
        name: exactly(text('onboarding.settings.title', {}, locale)),
      });
    await shown(settingsTitle('en'));
    expect(await stored(page, 'currLang')).toBe('en');

    await page.reload();
    await shown(settingsTitle('en'));
    expect(await settingsTitle('cn').count()).toBe(0);
    expect(await stored(page, 'currLang')).toBe('en');
  });
});
