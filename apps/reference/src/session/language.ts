import { DEFAULT_LOCALE } from '@carbonmarket/domain';
import { toLocale } from '@carbonmarket/ui';
import type { Locale } from '@carbonmarket/ui';

/** localStorage key of the chosen language (spec section 3). */
export const LANGUAGE_KEY = 'currLang';

/** The stored language, or the default when nothing (or something unknown) is stored. */
export function readLanguage(storage: Pick<Storage, 'getItem'>): Locale {
  try {
    return toLocale(storage.getItem(LANGUAGE_KEY) ?? DEFAULT_LOCALE);
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Remembers the chosen language; a full or blocked storage is not an error for the user. */
export function writeLanguage(storage: Pick<Storage, 'setItem'>, locale: Locale): void {
  try {
    storage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Private mode or quota: the choice still applies for this visit.
  }
}
