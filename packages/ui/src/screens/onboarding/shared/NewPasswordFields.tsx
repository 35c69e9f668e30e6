import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '../../../forms/FormPasswordField';

/** The fields these two bind to in the enclosing form. */
interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordFieldsProps {
  /** Label of the first field: "Password" when registering, "New password" when resetting. */
  passwordLabel: string;
  disabled?: boolean;
}

/**
 * The `password` of the enclosing form and its `confirmPassword`, with the strength hint under
 * the first.
 */
export function NewPasswordFields({ passwordLabel, disabled = false }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormPasswordField<NewPasswordValues, NewPasswordValues>
        name="password"
        deps={['confirmPassword']}
        label={passwordLabel}
        hint={t('onboarding.hints.password')}
        autoComplete="new-password"
        required
        disabled={disabled}
      />
      <FormPasswordField<NewPasswordValues, NewPasswordValues>
        name="confirmPassword"
        label={t('onboarding.fields.confirmPassword')}
        autoComplete="new-password"
        required
        disabled={disabled}
      />
    </>
  );
}
