import { useTranslation } from 'react-i18next';
import { changeLoginPasswordFormSchema } from '@carbonmarket/domain/contract';
import type { ChangeLoginPasswordForm as ChangeForm } from '@carbonmarket/domain/contract';
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
 * A new login password in place of the current one: the current one (a wrong one counts towards
 * the login lock, and the refusal says how many tries are left), then the new one twice, its
 * rules ticked as it is typed.
 */
export function ChangeLoginPasswordForm({
  onSubmit,
  saving,
  error,
  errorParams,
  fieldErrors,
}: PasswordFormProps<ChangeForm>) {
  const { t } = useTranslation();
  const form = useDomainForm<ChangeValues, ChangeForm>(changeLoginPasswordFormSchema, {
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
      title={t('profile.password.login.changeTitle')}
      headingLevel={2}
      description={t('profile.password.login.changeDescription')}
      onSubmit={onSubmit}
      actions={
        <Button type="submit" fullWidth loading={saving}>
          {t('profile.password.login.submit')}
        </Button>
      }
    >
      <FormPasswordField<ChangeValues, ChangeForm>
        name="oldPassword"
        label={t('profile.password.login.current')}
        autoComplete="current-password"
        required
        disabled={saving}
      />
      <NewPasswordWithRules
        kind="login"
        passwordLabel={t('profile.password.login.new')}
        disabled={saving}
      />
    </Form>
  );
}
