import { useTranslation } from 'react-i18next';
import { withdrawalPasswordFormSchema } from '@carbonmarket/domain/contract';
import type { WithdrawalPasswordForm } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Form } from '../../../../forms/Form';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { PasswordFormProps } from '../../shared/passwordFormProps';
import { NewPasswordWithRules } from '../../shared/NewPasswordWithRules';

/** The first withdrawal password: typed twice, its rules ticked as it is typed. */
export function SetWithdrawalPasswordForm({
  onSubmit,
  saving,
  error,
  errorParams,
  fieldErrors,
}: PasswordFormProps<WithdrawalPasswordForm>) {
  const { t } = useTranslation();
  const form = useDomainForm<{ password: string; confirmPassword: string }, WithdrawalPasswordForm>(
    withdrawalPasswordFormSchema(),
    { password: '', confirmPassword: '' },
  );
  return (
    <Form
      form={form}
      busy={saving}
      error={error}
      errorParams={errorParams}
      fieldErrors={fieldErrors}
      title={t('profile.password.withdrawal.setTitle')}
      headingLevel={2}
      description={t('profile.password.withdrawal.setDescription')}
      onSubmit={onSubmit}
      actions={
        <Button type="submit" fullWidth loading={saving}>
          {t('profile.password.withdrawal.setSubmit')}
        </Button>
      }
    >
      <NewPasswordWithRules
        kind="withdrawal"
        passwordLabel={t('profile.password.withdrawal.new')}
        disabled={saving}
      />
    </Form>
  );
}
