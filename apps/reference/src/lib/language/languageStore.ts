import type { Locale } from '@carbonmarket/ui';
import { createExternalStore } from '../store/externalStore';
import type { ExternalStore } from '../store/externalStore';
import { readLanguage, writeLanguage } from './language';

/**
 * The interface language outside React (the API client sends it as `lang`): read from `currLang`
 * at start, persisted on every change.
 */
export function createLanguageStore(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): ExternalStore<Locale> {
  const store = createExternalStore<Locale>(readLanguage(storage));
  return {
    ...store,
    set: (locale) => {
      writeLanguage(storage, locale);
      store.set(locale);
    },
  };
}
