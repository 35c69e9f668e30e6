import { useTranslation } from 'react-i18next';
import type { PasswordKind } from '@carbonmarket/domain';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { NavBar } from '../../../components/NavBar/NavBar';
import type { Locale } from '../../../i18n/locale';

export interface PasswordNavBarProps {
  /** Whose password the page sets: its title. */
  kind: PasswordKind;
  onBack: () => void;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/** What a password screen takes for its bar: the way back and the language switch. */
export type PasswordScreenBarProps = Omit<PasswordNavBarProps, 'kind'>;

/** The bar of a password page: its title, the way back and, where given, the language switch. */
export function PasswordNavBar({ kind, onBack, locale, onLocaleChange }: PasswordNavBarProps) {
  const { t } = useTranslation();
  return (
    <NavBar
      title={t(`profile.password.${kind}.title`)}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
}
