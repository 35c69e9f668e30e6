import { useLanguage } from '../../lib/language/LanguageContext';

/** The language switch's props, for the console's bars. */
export function useConsoleLanguage() {
  const { locale, setLocale } = useLanguage();
  return { locale, onLocaleChange: setLocale };
}
