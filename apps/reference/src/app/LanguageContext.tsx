import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { createI18n, intlLocale } from '@carbonmarket/ui';
import type { Locale } from '@carbonmarket/ui';
import { readLanguage, writeLanguage } from '../session/language';

interface LanguageState {
  locale: Locale;
  i18n: I18n;
  setLocale: (locale: Locale) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** Owns the interface language: read from `currLang` at start, persisted on every change. */
export function LanguageProvider({ children }: { children: (state: LanguageState) => ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => readLanguage(window.localStorage));
  const [i18n] = useState(() => {
    document.documentElement.lang = intlLocale(locale);
    return createI18n(locale);
  });
  const setLocale = useCallback(
    (next: Locale) => {
      void i18n.changeLanguage(next);
      writeLanguage(window.localStorage, next);
      document.documentElement.lang = intlLocale(next);
      setLocaleState(next);
    },
    [i18n],
  );
  const state = useMemo(() => ({ locale, i18n, setLocale }), [locale, i18n, setLocale]);
  return <LanguageContext.Provider value={state}>{children(state)}</LanguageContext.Provider>;
}

/** The current language and the way to change it. */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return state;
}
