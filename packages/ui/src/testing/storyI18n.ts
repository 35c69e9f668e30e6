import type { TFunction } from 'i18next';
import { createI18n, toLocale } from '../i18n/createI18n';

/**
 * The translate function of the locale a story renders in. Play functions use it to find
 * controls by their translated names, so that one play function works in every language.
 */
export function storyT(globals: Record<string, unknown> | undefined): TFunction {
  return createI18n(toLocale(globals?.['locale'])).t;
}
