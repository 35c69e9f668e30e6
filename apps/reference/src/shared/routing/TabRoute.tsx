import { ComingSoonScreen } from '@carbonmarket/ui';
import type { TabKey } from './paths';
import { tabPaths } from './paths';
import { useLanguage } from '../../lib/language/LanguageContext';

/** A tab whose screen comes in a later release: the shell with the language switch. */
export function TabRoute({ tab }: { tab: TabKey }) {
  const { locale, setLocale } = useLanguage();
  return (
    <ComingSoonScreen tab={tab} locale={locale} onLocaleChange={setLocale} tabHrefs={tabPaths} />
  );
}
