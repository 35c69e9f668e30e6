import i18next from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '@carbonmarket/domain';
import type { Locale } from './locale';

/**
 * An independent i18next instance, initialised synchronously with the given translations, so the
 * first render is already translated (no flash of keys). English is the fallback language.
 */
export function createI18nInstance(locale: Locale, resources: Resource): I18n {
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
