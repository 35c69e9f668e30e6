import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE } from '@carbonmarket/domain';
import { createI18nInstance } from './i18nInstance';
import type { Locale } from './locale';
import { resources } from './resources';

export { intlLocale, toLocale } from './locale';
export type { Locale } from './locale';

/**
 * An i18next instance holding every bundled translation, ready in `locale`: the simple choice
 * for Storybook, tests and apps that do not split their download (see `createLazyI18n`).
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  return createI18nInstance(locale, resources);
}
