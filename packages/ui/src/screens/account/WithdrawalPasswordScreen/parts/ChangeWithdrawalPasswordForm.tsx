import { useTranslation } from 'react-i18next';
import { changeWithdrawalPasswordFormSchema } from '@carbonmarket/domain/contract';
import type { ChangeWithdrawalPasswordForm as ChangeForm } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Form } from '../../../../forms/Form';
import { FormPasswordField } from '../../../../forms/FormPasswordField';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { PasswordFormProps } from '../../shared/passwordFormProps';
import { NewPasswordWithRules } from '../../shared/NewPasswordWithRules';

interface ChangeValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * A new withdrawal password in place of the current one: the current one (each wrong one counts
 * towards the lock, and the refusal says how many tries are left), then the new one twice.
 */
export function ChangeWithdrawalPasswordForm({
  onSubmit,
  saving,
  error,
  errorParams,
  fieldErrors,
}: PasswordFormProps<ChangeForm>) {
  const { t } = useTranslation();
  const form = useDomainForm<ChangeValues, ChangeForm>(changeWithdrawalPasswordFormSchema(), {
    oldPassword: '',
    password: '',
    confirmPassword: '',
  });
  return (
    <Form
      form={form}
      busy={saving}
      error={error}
      errorParams={errorParams}
      fieldErrors={fieldErrors}
      title={t('profile.password.withdrawal.changeTitle')}
      headingLevel={2}
      description={t('profile.password.withdrawal.changeDescription')}
      onSubmit={onSubmit}
      actions={
        <Button type="submit" fullWidth loading={saving}>
          {t('profile.password.withdrawal.changeSubmit')}
        </Button>
      }
    >
      <FormPasswordField<ChangeValues, ChangeForm>
        name="oldPassword"
        label={t('profile.password.withdrawal.current')}
        autoComplete="current-password"
        required
        disabled={saving}
      />
      <NewPasswordWithRules
        kind="withdrawal"
        passwordLabel={t('profile.password.withdrawal.new')}
        disabled={saving}
      />
    </Form>
  );
}
