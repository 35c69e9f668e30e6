import { useTranslation } from 'react-i18next';
import { toLocale } from './locale';
import type { Locale } from './locale';

/** The language currently shown, as a product locale. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.language);
}
