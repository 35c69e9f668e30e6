import { useTranslation } from 'react-i18next';
import { toLocale } from './createI18n';
import type { Locale } from './createI18n';

/** The language currently shown, as a product locale. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.language);
}
