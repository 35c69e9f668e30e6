import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';
import {
  createLazyI18n,
  hasLanguage,
  loadLanguage,
  loadLegalTexts,
  loadAreaTexts,
} from './loadTranslations';
import { errorTextOf } from './errorText';
import { cn, en } from './resources';

describe('translations in parts', () => {
  it('start with the English screen strings only', () => {
    const i18n = createLazyI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.cancel')).toBe('Cancel');
    // The error messages come with the language, not with the instance.
    expect(hasLanguage(i18n, 'en')).toBe(false);
    expect(i18n.t('errors.NETWORK_ERROR')).toBe('errors.NETWORK_ERROR');
    expect(hasLanguage(i18n, 'cn')).toBe(false);
    // The legal texts are not in: the key comes back as it is.
    expect(i18n.t('legal.terms.intro')).toBe('legal.terms.intro');
    // Nor are the onboarding area's.
    expect(i18n.t('onboarding.login.title')).toBe('onboarding.login.title');
    // Nor are the orders area's, a project's own pages', the Profile tab's or the credits'.
    expect(i18n.t('orders.title')).toBe('orders.title');
    expect(i18n.t('projects.purchase.title')).toBe('projects.purchase.title');
    expect(i18n.t('profile.hub.title')).toBe('profile.hub.title');
    expect(i18n.t('credits.title')).toBe('credits.title');
    // The project list's are, for Home and the Projects tab.
    expect(i18n.t('projects.title')).toBe(en.projects.title);
  });

  it('add the error messages with the language, filled in by i18next', async () => {
    const i18n = createLazyI18n();
    await loadLanguage(i18n, 'en');
    expect(hasLanguage(i18n, 'en')).toBe(true);
    const errorText = errorTextOf(i18n.t);
    expect(errorText('NETWORK_ERROR')).toBe('Network error');
    expect(errorText('TRADING_PASSWORD_ATTEMPTS_LEFT', { times: 4 })).toBe(
      'The withdrawal password is incorrect. 4 attempts left.',
    );
    await loadLanguage(i18n, 'cn');
    expect(errorText('TRADING_PASSWORD_ATTEMPTS_LEFT', { times: 4 })).toBe(
      '交易密码错误，还剩 4 次机会',
    );
  });

  it("add a project's pages' strings beside the list's, under the same area", async () => {
    const i18n = createLazyI18n();
    const first = loadAreaTexts(i18n, 'projectPages');
    expect(loadAreaTexts(i18n, 'projectPages')).toBe(first);
    await first;
    expect(i18n.t('projects.purchase.title')).toBe(en.projects.purchase.title);
    expect(i18n.t('projects.title')).toBe(en.projects.title);
  });

  it('add the Profile tab and the credits strings once each', async () => {
    const i18n = createLazyI18n();
    await Promise.all([loadAreaTexts(i18n, 'profile'), loadAreaTexts(i18n, 'credits')]);
    expect(i18n.t('profile.hub.title')).toBe(en.profile.hub.title);
    expect(i18n.t('credits.title')).toBe(en.credits.title);
  });

  it('add the orders strings in English once, beside the core', async () => {
    const i18n = createLazyI18n();
    const first = loadAreaTexts(i18n, 'orders');
    expect(loadAreaTexts(i18n, 'orders')).toBe(first);
    await first;
    expect(i18n.t('orders.title')).toBe(en.orders.title);
    expect(i18n.t('common.cancel')).toBe('Cancel');
  });

  it('add the onboarding strings in English once, beside the core', async () => {
    const i18n = createLazyI18n();
    const first = loadAreaTexts(i18n, 'onboarding');
    expect(loadAreaTexts(i18n, 'onboarding')).toBe(first);
    await first;
    expect(i18n.t('onboarding.login.title')).toBe(en.onboarding.login.title);
    expect(i18n.t('common.cancel')).toBe('Cancel');
  });

  it('fetch Chinese when asked and switch to it, with the areas already loaded', async () => {
    const i18n = createLazyI18n();
    await loadAreaTexts(i18n, 'orders');
    await loadLanguage(i18n, 'cn');
    expect(i18n.language).toBe('cn');
    expect(hasLanguage(i18n, 'cn')).toBe(true);
    expect(i18n.t('common.cancel')).toBe(cn.common.cancel);
    expect(i18n.t('orders.title')).toBe(cn.orders.title);
    expect(i18n.t('errors.NETWORK_ERROR')).toBe(cn.errors.NETWORK_ERROR);
    await loadLanguage(i18n, 'en');
    expect(i18n.t('common.cancel')).toBe('Cancel');
  });

  it('add an area in Chinese and English for a Chinese reader', async () => {
    const i18n = createLazyI18n();
    await loadLanguage(i18n, 'cn');
    await loadAreaTexts(i18n, 'credits');
    expect(i18n.t('credits.title')).toBe(cn.credits.title);
    expect(i18n.t('credits.title', { lng: 'en' })).toBe(en.credits.title);
  });

  it('add the legal texts in the language shown, without making Chinese count as loaded', async () => {
    const i18n = createLazyI18n();
    const first = loadLegalTexts(i18n);
    expect(loadLegalTexts(i18n)).toBe(first);
    await first;
    expect(i18n.t('legal.terms.intro')).toBe(en.legal.terms.intro);
    expect(hasLanguage(i18n, 'cn')).toBe(false);
    // A switch of language brings them in the new one, and the page waits on the same promise.
    await loadLanguage(i18n, 'cn');
    expect(i18n.t('legal.terms.intro')).toBe(cn.legal.terms.intro);
    expect(loadLegalTexts(i18n)).toBe(first);
  });

  it('end with the same strings as the bundled instance', async () => {
    const lazy = createLazyI18n();
    await Promise.all([
      loadLanguage(lazy, 'cn'),
      loadLegalTexts(lazy),
      loadAreaTexts(lazy, 'onboarding'),
      loadAreaTexts(lazy, 'orders'),
      loadAreaTexts(lazy, 'projectPages'),
      loadAreaTexts(lazy, 'profile'),
      loadAreaTexts(lazy, 'credits'),
    ]);
    // The areas and the legal texts were asked for in English, before the switch.
    await loadLanguage(lazy, 'cn');
    const bundled = createI18n('cn');
    for (const key of [
      'common.ok',
      'errors.PROJECT_FULL',
      'onboarding.login.title',
      'orders.title',
      'projects.title',
      'projects.presale.title',
      'profile.hub.title',
      'credits.title',
      'legal.privacy.intro',
    ] as const) {
      expect(lazy.t(key)).toBe(bundled.t(key));
      expect(lazy.t(key, { lng: 'en' })).toBe(bundled.t(key, { lng: 'en' }));
    }
    expect(hasLanguage(bundled, 'cn')).toBe(true);
    // A bundled instance has nothing to fetch.
    await loadLanguage(bundled, 'en');
    expect(bundled.t('errors.PROJECT_FULL')).toBe(en.errors.PROJECT_FULL);
  });
});
