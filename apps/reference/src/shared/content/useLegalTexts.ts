import { use } from 'react';
import { loadLegalTexts } from '@carbonmarket/ui';
import { useLanguage } from '../../lib/language/LanguageContext';

/**
 * Suspends until the terms and privacy texts are in (a separate download, fetched once): the
 * pages that show them call this before rendering.
 */
export function useLegalTexts(): void {
  const { i18n } = useLanguage();
  use(loadLegalTexts(i18n));
}
