import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import type { ChangeLoginPasswordForm } from '@carbonmarket/domain/contract';
import { Button } from '../../../components/Button/Button';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Notice } from '../../../components/Notice/Notice';
import { NoticeRegion } from '../../../components/Notice/NoticeRegion';
import { Page } from '../../../components/Page/Page';
import { Text } from '../../../components/Typography/Text';
import type { FieldErrors } from '../../../forms/serverErrors';
import type { Locale } from '../../../i18n/locale';
import { ChangeLoginPasswordForm as ChangeForm } from './parts/ChangeLoginPasswordForm';

export interface LoginPasswordScreenProps {
  /** Changes the login password, with the current one. */
  onChange: (form: ChangeLoginPasswordForm) => void;
  /** The change is being sent. @default false */
  saving?: boolean;
  /** The password was changed just now: the page says so. @default false */
  done?: boolean;
  /**
   * Why the last attempt was refused: a wrong current password says how many tries are left
   * (`PASSWORD_ATTEMPTS_LEFT` with `{times}`), the fifth locks the account
   * (`LOGIN_ATTEMPTS_EXCEEDED`); the new one may not be the withdrawal password.
   */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
  onBack: () => void;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/**
 * The login password, changed with the current one (at least eight characters with a number, an
 * upper and a lower case letter, ticked as the member types). A change logs out every other
 * device the member was logged in on, and the page says so.
 */
export function LoginPasswordScreen({
  onChange,
  saving = false,
  done = false,
  error,
  errorParams,
  fieldErrors,
  onBack,
  locale,
  onLocaleChange,
}: LoginPasswordScreenProps) {
  const { t } = useTranslation();
  return (
    <Page
      navBar={
        <NavBar
          title={t('profile.password.login.title')}
          onBack={onBack}
          right={
            locale !== undefined && onLocaleChange !== undefined ? (
              <LanguageSwitch value={locale} onChange={onLocaleChange} />
            ) : undefined
          }
        />
      }
      footer={
        done ? (
          <Button fullWidth onClick={onBack}>
            {t('profile.password.login.finish')}
          </Button>
        ) : undefined
      }
    >
      <NoticeRegion>
        {done ? <Notice tone="success">{t('profile.password.login.done')}</Notice> : null}
      </NoticeRegion>
      {done ? (
        <Text size="sm" tone="secondary">
          {t('profile.password.login.doneDescription')}
        </Text>
      ) : (
        <ChangeForm
          onSubmit={onChange}
          saving={saving}
          error={error}
          errorParams={errorParams}
          fieldErrors={fieldErrors}
        />
      )}
    </Page>
  );
}
