import { DEFAULT_LOCALE, LOCALES } from '@carbonmarket/domain';

/** A language the product speaks: `en` (default) or `cn`, as stored in `currLang`. */
export type Locale = (typeof LOCALES)[number];

/** BCP 47 tag for `Intl` formatting: `cn` formats as `zh-CN`. */
export const intlLocale = (locale: Locale): string => (locale === 'cn' ? 'zh-CN' : 'en-SG');

/** Narrows any stored or requested language to a supported one, falling back to `en`. */
export const toLocale = (value: unknown): Locale =>
  (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;
