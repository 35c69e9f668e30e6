import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import type { PasswordKind } from '@carbonmarket/domain';
import { PasswordChecklist } from '../../../components/PasswordChecklist/PasswordChecklist';
import { FormPasswordField } from '../../../forms/FormPasswordField';

/** The fields these bind to in the enclosing form. */
interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordWithRulesProps {
  /** Whose rules the checklist shows. */
  kind: PasswordKind;
  /** Label of the first field ("New withdrawal password"). */
  passwordLabel: string;
  disabled?: boolean;
}

/**
 * The `password` of the enclosing form, the checklist of its rules ticked as it is typed, and its
 * `confirmPassword`.
 */
export function NewPasswordWithRules({
  kind,
  passwordLabel,
  disabled = false,
}: NewPasswordWithRulesProps) {
  const { t } = useTranslation();
  const typed = useWatch<NewPasswordValues, 'password'>({ name: 'password' });
  const rulesId = useId();
  return (
    <>
      <FormPasswordField<NewPasswordValues, NewPasswordValues>
        name="password"
        deps={['confirmPassword']}
        label={passwordLabel}
        autoComplete="new-password"
        required
        disabled={disabled}
      />
      <PasswordChecklist kind={kind} password={typed} id={rulesId} />
      <FormPasswordField<NewPasswordValues, NewPasswordValues>
        name="confirmPassword"
        label={t('profile.password.confirm')}
        autoComplete="new-password"
        required
        disabled={disabled}
      />
    </>
  );
}
