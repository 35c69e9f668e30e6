import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE } from '@carbonmarket/domain';
import { enCore } from './bundles/enCore';
import { createI18nInstance } from './i18nInstance';
import type { Locale } from './locale';

/*
 * Translations in parts, for an app that counts the bytes of its first page: English (the
 * fallback, always needed) is bundled with the caller, except the strings of the areas that come
 * with their own pages (onboarding, orders, a project's pages, the Profile tab, the credits); Chinese and the long legal texts are separate chunks fetched the
 * first time they are needed. Each part is added to an instance once.
 */

type Part = 'cn' | 'legal' | TextArea;
const parts = new WeakMap<I18n, Map<Part, Promise<void>>>();

function loadPart(i18n: I18n, part: Part, load: () => Promise<void>): Promise<void> {
  let loaded = parts.get(i18n);
  if (!loaded) {
    loaded = new Map();
    parts.set(i18n, loaded);
  }
  let pending = loaded.get(part);
  if (!pending) {
    pending = load();
    // A failed download (offline) may be tried again on the next request.
    pending.catch(() => loaded.delete(part));
    loaded.set(part, pending);
  }
  return pending;
}

const add = (i18n: I18n, locale: Locale, translations: object) =>
  i18n.addResourceBundle(locale, 'translation', translations, true, true);

/**
 * An i18next instance in English with the shell's and most screens' strings, ready to render
 * synchronously; a page of an area with its own strings loads them first (`loadAreaTexts`).
 */
export function createLazyI18n(): I18n {
  return createI18nInstance(DEFAULT_LOCALE, { en: { translation: enCore } });
}

/**
 * Whether the screens' strings of `locale` are in the instance already (no download needed). The
 * legal texts alone do not count: a string every screen uses must be there.
 */
export function hasLanguage(i18n: I18n, locale: Locale): boolean {
  return i18n.getResource(locale, 'translation', 'common.cancel') !== undefined;
}

/** Fetches the screens' strings of `locale` if needed, then switches the instance to it. */
export async function loadLanguage(i18n: I18n, locale: Locale): Promise<void> {
  if (!hasLanguage(i18n, locale)) {
    await loadPart(i18n, 'cn', async () => {
      const { cnCore } = await import('./bundles/cnCore');
      add(i18n, 'cn', cnCore);
    });
  }
  await i18n.changeLanguage(locale);
}

/** Fetches the terms of service and privacy policy in both languages, once per instance. */
export function loadLegalTexts(i18n: I18n): Promise<void> {
  return loadPart(i18n, 'legal', async () => {
    const { legal } = await import('./bundles/legal');
    add(i18n, 'en', legal.en);
    add(i18n, 'cn', legal.cn);
  });
}

/**
 * The areas whose English strings come with their own pages rather than with the entry: the
 * onboarding area and Settings, the orders, a project's own pages (overview, information, buying,
 * booking, final payment), the Profile tab, the carbon credits. Chinese has them in its one part.
 */
export type TextArea = 'onboarding' | 'orders' | 'projectPages' | 'profile' | 'credits';

const AREA_TEXTS: Record<TextArea, () => Promise<object>> = {
  onboarding: async () => (await import('./bundles/enOnboarding')).enOnboarding,
  orders: async () => (await import('./bundles/enOrders')).enOrders,
  projectPages: async () => (await import('./bundles/enProjectPages')).enProjectPages,
  profile: async () => (await import('./bundles/enProfile')).enProfile,
  credits: async () => (await import('./bundles/enCredits')).enCredits,
};

/**
 * Fetches the English strings of an area, once per instance. An app that loads its pages lazily
 * waits for this beside those pages' code.
 */
export function loadAreaTexts(i18n: I18n, area: TextArea): Promise<void> {
  return loadPart(i18n, area, async () => {
    add(i18n, 'en', await AREA_TEXTS[area]());
  });
}
