import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../../components/NavBar/NavBar';
import { NavBarStatusProvider } from '../../../components/NavBar/NavBarStatus';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { ActionSheet } from '../../../components/ActionSheet/ActionSheet';
import { IconButton } from '../../../components/IconButton/IconButton';
import type { Locale } from '../../../i18n/locale';

export interface ConsoleNavBarProps {
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale | undefined;
  onLocaleChange?: ((locale: Locale) => void) | undefined;
  /**
   * The signed-in operator's name; with `onSignOut`, shows the account button at the end of the
   * bar, which opens a sheet naming the operator with the way to sign out.
   */
  operatorName?: string | undefined;
  /** Signs the operator out (chosen in the account sheet). */
  onSignOut?: (() => void) | undefined;
  /** What the bar shows at its start, such as whether the queues update live. */
  status?: ReactNode;
}

const SIGN_OUT = 'signOut';

/**
 * The console's bar: its name, the language switch and, once an operator is signed in, their
 * account (who is signed in, and signing out); at its start, a status the screen gives.
 */
export function ConsoleNavBar({
  locale,
  onLocaleChange,
  operatorName,
  onSignOut,
  status,
}: ConsoleNavBarProps) {
  const { t } = useTranslation();
  const languages =
    locale !== undefined && onLocaleChange !== undefined ? (
      <LanguageSwitch value={locale} onChange={onLocaleChange} />
    ) : null;
  const account =
    onSignOut !== undefined ? (
      <ActionSheet
        // As the sheet's trigger, the button gets the focus back when the sheet closes.
        trigger={
          <IconButton
            icon="user"
            label={
              operatorName === undefined
                ? t('console.bar.account')
                : t('console.bar.signedInAs', { name: operatorName })
            }
          />
        }
        title={
          operatorName === undefined
            ? t('console.bar.account')
            : t('console.bar.signedInAs', { name: operatorName })
        }
        actions={[{ key: SIGN_OUT, label: t('console.bar.signOut'), tone: 'critical' }]}
        onSelect={(key) => {
          if (key === SIGN_OUT) onSignOut();
        }}
      />
    ) : null;
  const bar = (
    <NavBar
      title={t('console.title')}
      right={
        languages !== null || account !== null ? (
          <>
            {languages}
            {account}
          </>
        ) : undefined
      }
    />
  );
  return status === undefined ? (
    bar
  ) : (
    <NavBarStatusProvider status={status}>{bar}</NavBarStatusProvider>
  );
}
