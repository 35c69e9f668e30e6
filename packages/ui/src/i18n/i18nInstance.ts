import i18next from 'i18next';
import type { BackendModule, i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '@carbonmarket/domain';
import type { Locale } from './locale';
import { CORE_NAMESPACE, LAZY_NAMESPACES } from './namespaces';

/**
 * An independent i18next instance, initialised synchronously with the given translations, so the
 * first render is already translated (no flash of keys). English is the fallback language. With a
 * backend, the given translations are only a part: the backend fetches the other namespaces when
 * they are asked for (`loadTranslations.ts`), and a key the core namespace lacks is looked for in
 * them.
 */
export function createI18nInstance(
  locale: Locale,
  resources: Resource,
  backend?: BackendModule,
): I18n {
  const instance = i18next.createInstance();
  if (backend) instance.use(backend);
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources,
    partialBundledLanguages: backend !== undefined,
    ns: [CORE_NAMESPACE],
    defaultNS: CORE_NAMESPACE,
    fallbackNS: [...LAZY_NAMESPACES],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
