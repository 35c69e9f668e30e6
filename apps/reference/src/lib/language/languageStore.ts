import type { Locale } from '@carbonmarket/ui';
import { createExternalStore } from '../store/externalStore';
import type { ExternalStore } from '../store/externalStore';
import { readLanguage, writeLanguage } from './language';

/**
 * The interface language outside React (the API client sends it as `lang`): read from `currLang`
 * at start, persisted on every change. `mirror` is told the language at start and on every change
 * (the app keeps the page cookie equal to it).
 */
export function createLanguageStore(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  mirror: (locale: Locale) => void = () => undefined,
): ExternalStore<Locale> {
  const store = createExternalStore<Locale>(readLanguage(storage));
  mirror(store.get());
  return {
    ...store,
    set: (locale) => {
      writeLanguage(storage, locale);
      store.set(locale);
      mirror(locale);
    },
  };
}
