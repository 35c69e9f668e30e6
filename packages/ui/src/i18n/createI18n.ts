import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '@carbonmarket/domain';
import { resources } from './resources';

/** A language the product speaks: `en` (default) or `cn`, as stored in `currLang`. */
export type Locale = (typeof LOCALES)[number];

/** BCP 47 tag for `Intl` formatting: `cn` formats as `zh-CN`. */
export const intlLocale = (locale: Locale): string => (locale === 'cn' ? 'zh-CN' : 'en-SG');

/** Narrows any stored or requested language to a supported one, falling back to `en`. */
export const toLocale = (value: unknown): Locale =>
  (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;

/**
 * Creates an independent, already-initialised i18next instance with the bundled resources.
 * Initialisation is synchronous, so the first render is already translated (no flash of keys).
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
