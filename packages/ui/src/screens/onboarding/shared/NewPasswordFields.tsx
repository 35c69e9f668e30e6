import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import type { BoundTextField } from './useSchemaForm';

export interface NewPasswordFieldsProps {
  /** The bound password field. */
  password: BoundTextField;
  /** The bound confirmation field. */
  confirmPassword: BoundTextField;
  /** Label of the first field: "Password" when registering, "New password" when resetting. */
  passwordLabel: string;
  disabled?: boolean;
}

/** A new login password and its confirmation, with the strength hint under the first. */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordLabel,
  disabled = false,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={passwordLabel}
        hint={t('onboarding.hints.password')}
        autoComplete="new-password"
        required
        disabled={disabled}
        {...password}
      />
      <PasswordField
        label={t('onboarding.fields.confirmPassword')}
        autoComplete="new-password"
        required
        disabled={disabled}
        {...confirmPassword}
      />
    </>
  );
}
