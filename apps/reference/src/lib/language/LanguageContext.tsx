import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { hasLanguage, intlLocale, loadLanguage, toLocale } from '@carbonmarket/ui';
import type { Locale } from '@carbonmarket/ui';
import type { ExternalStore } from '../store/externalStore';

interface LanguageState {
  /** The language on screen (a requested one shows once its strings are in). */
  locale: Locale;
  i18n: I18n;
  setLocale: (locale: Locale) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/**
 * Owns the interface language: the store reads `currLang` at start and persists every change (the
 * API client reads the same store for `lang`); i18next and `<html lang>` follow it. A language
 * whose strings are not downloaded yet is fetched first; if that fails the choice is undone.
 */
export function LanguageProvider({
  store,
  i18n,
  log,
  loadFace,
  children,
}: {
  store: ExternalStore<Locale>;
  i18n: I18n;
  log: (message: string, detail?: unknown) => void;
  /** Fetches the font a language needs, if it is not bundled (null: nothing to fetch). */
  loadFace?: (locale: Locale) => Promise<unknown> | null;
  children: (state: LanguageState) => ReactNode;
}) {
  const requested = useSyncExternalStore(store.subscribe, store.get, store.get);
  // Bumped when a download finishes, to render again with the strings in.
  const [, setDownloads] = useState(0);
  const ready = hasLanguage(i18n, requested);
  const shown: Locale = ready ? requested : toLocale(i18n.language);
  // Before paint when the strings are in: text and <html lang> switch in the frame of the choice.
  useEffect(() => {
    loadFace?.(requested)?.catch((error: unknown) =>
      log(`The ${requested} face could not be loaded`, error),
    );
  }, [requested, loadFace, log]);
  useLayoutEffect(() => {
    if (ready) {
      if (i18n.language !== requested) void i18n.changeLanguage(requested);
      return;
    }
    let current = true;
    loadLanguage(i18n, requested).then(
      () => {
        if (current) setDownloads((count) => count + 1);
      },
      (error: unknown) => {
        log(`The ${requested} translations could not be loaded`, error);
        if (current) store.set(toLocale(i18n.language));
      },
    );
    return () => {
      current = false;
    };
  }, [ready, requested, i18n, store, log]);
  useLayoutEffect(() => {
    document.documentElement.lang = intlLocale(shown);
  }, [shown]);
  const state = useMemo(
    () => ({ locale: shown, i18n, setLocale: store.set }),
    [shown, i18n, store],
  );
  return <LanguageContext.Provider value={state}>{children(state)}</LanguageContext.Provider>;
}

/** The current language and the way to change it. */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return state;
}
