import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { changeLoginPasswordFormSchema } from '@carbonmarket/domain/contract';
import type { ChangeLoginPasswordForm } from '@carbonmarket/domain/contract';
import type { FieldErrors } from '../../../forms/serverErrors';
import { PasswordForm } from '../shared/PasswordForm';
import { PasswordNavBar } from '../shared/PasswordNavBar';
import type { PasswordScreenBarProps } from '../shared/PasswordNavBar';
import { PasswordPage } from '../shared/PasswordPage';

export interface LoginPasswordScreenProps extends PasswordScreenBarProps {
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
    <PasswordPage
      kind="login"
      navBar={
        <PasswordNavBar
          kind="login"
          onBack={onBack}
          locale={locale}
          onLocaleChange={onLocaleChange}
        />
      }
      done={done}
      onFinish={onBack}
    >
      <PasswordForm
        kind="login"
        schema={changeLoginPasswordFormSchema}
        words={{
          title: t('profile.password.login.changeTitle'),
          description: t('profile.password.login.changeDescription'),
          submit: t('profile.password.login.submit'),
          current: t('profile.password.login.current'),
          next: t('profile.password.login.new'),
        }}
        onSubmit={onChange}
        saving={saving}
        error={error}
        errorParams={errorParams}
        fieldErrors={fieldErrors}
      />
    </PasswordPage>
  );
}
