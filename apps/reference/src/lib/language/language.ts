import { DEFAULT_LOCALE } from '@carbonmarket/domain';
import { toLocale } from '@carbonmarket/ui';
import type { Locale } from '@carbonmarket/ui';
import { STORAGE_KEYS, readKey, writeKey } from '../storage/storageKeys';

/** localStorage key of the chosen language (spec section 3). */
export const LANGUAGE_KEY = STORAGE_KEYS.language;

/** The stored language, or the default when nothing (or something unknown) is stored. */
export function readLanguage(storage: Pick<Storage, 'getItem'>): Locale {
  return toLocale(readKey(storage, LANGUAGE_KEY) ?? DEFAULT_LOCALE);
}

/** Remembers the chosen language; a full or blocked storage is not an error for the user. */
export function writeLanguage(storage: Pick<Storage, 'setItem'>, locale: Locale): void {
  writeKey(storage, LANGUAGE_KEY, locale);
}
