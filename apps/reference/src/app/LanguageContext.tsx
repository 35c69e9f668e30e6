import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { createI18n, intlLocale } from '@carbonmarket/ui';
import type { Locale } from '@carbonmarket/ui';
import type { ExternalStore } from '../platform/store/externalStore';

interface LanguageState {
  locale: Locale;
  i18n: I18n;
  setLocale: (locale: Locale) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/**
 * Owns the interface language: the store reads `currLang` at start and persists every change
 * (the API client reads the same store for `lang`); i18next and `<html lang>` follow it.
 */
export function LanguageProvider({
  store,
  children,
}: {
  store: ExternalStore<Locale>;
  children: (state: LanguageState) => ReactNode;
}) {
  const locale = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [i18n] = useState(() => createI18n(store.get()));
  // Before paint: strings and <html lang> switch in the same frame as the choice.
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = intlLocale(locale);
  }, [locale, i18n]);
  const state = useMemo(() => ({ locale, i18n, setLocale: store.set }), [locale, i18n, store]);
  return <LanguageContext.Provider value={state}>{children(state)}</LanguageContext.Provider>;
}

/** The current language and the way to change it. */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return state;
}
