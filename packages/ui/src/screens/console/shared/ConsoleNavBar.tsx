import { useTranslation } from 'react-i18next';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import type { Locale } from '../../../i18n/locale';

export interface ConsoleNavBarProps {
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale | undefined;
  onLocaleChange?: ((locale: Locale) => void) | undefined;
}

/** The console's bar before signing in: its name, and the language switch. */
export function ConsoleNavBar({ locale, onLocaleChange }: ConsoleNavBarProps) {
  const { t } = useTranslation();
  return (
    <NavBar
      title={t('console.title')}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
}
