import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import {
  changeWithdrawalPasswordFormSchema,
  withdrawalPasswordFormSchema,
} from '@carbonmarket/domain/contract';
import type {
  ChangeWithdrawalPasswordForm,
  WithdrawalPasswordForm,
} from '@carbonmarket/domain/contract';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Page } from '../../../components/Page/Page';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../components/loadable';
import type { FieldErrors } from '../../../forms/serverErrors';
import { useErrorText } from '../../../i18n/useErrorText';
import { PasswordForm } from '../shared/PasswordForm';
import type { PasswordFormWords } from '../shared/PasswordForm';
import { PasswordNavBar } from '../shared/PasswordNavBar';
import type { PasswordScreenBarProps } from '../shared/PasswordNavBar';
import { PasswordPage } from '../shared/PasswordPage';

export interface WithdrawalPasswordScreenProps extends PasswordScreenBarProps {
  /** Whether the member has a withdrawal password: the form sets one, or changes it. */
  password: Loadable<{ isSet: boolean }>;
  /** Sets the first withdrawal password. */
  onSet: (form: WithdrawalPasswordForm) => void;
  /** Changes it, with the current one. */
  onChange: (form: ChangeWithdrawalPasswordForm) => void;
  /** The password is being sent. @default false */
  saving?: boolean;
  /** The password was set or changed just now: the page says so. @default false */
  done?: boolean;
  /**
   * Why the last attempt was refused: a wrong current password says how many tries are left
   * (`{times}`); the last one freezes the balance and locks the account.
   */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
  /** Loads the member again after a failure. */
  onRetry: () => void;
}

/**
 * The withdrawal password, which every withdrawal asks for: set once (at least ten characters
 * with a number, an upper and a lower case letter and a special character, not the login
 * password), then changed with the current one. Its rules are ticked as the member types.
 */
export function WithdrawalPasswordScreen({
  password,
  onSet,
  onChange,
  saving = false,
  done = false,
  error,
  errorParams,
  fieldErrors,
  onBack,
  onRetry,
  locale,
  onLocaleChange,
}: WithdrawalPasswordScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navBar = (
    <PasswordNavBar
      kind="withdrawal"
      onBack={onBack}
      locale={locale}
      onLocaleChange={onLocaleChange}
    />
  );
  /** The first password's words; a change asks for the current one too. */
  const wordsOf = (step: 'set' | 'change'): PasswordFormWords => ({
    title: t(`profile.password.withdrawal.${step}Title`),
    description: t(`profile.password.withdrawal.${step}Description`),
    submit: t(`profile.password.withdrawal.${step}Submit`),
    current: step === 'change' ? t('profile.password.withdrawal.current') : undefined,
    next: t('profile.password.withdrawal.new'),
  });
  const refusal = { saving, error, errorParams, fieldErrors };
  switch (password.status) {
    case 'loading':
      return (
        <Page navBar={navBar}>
          <SkeletonOutline label={t('profile.password.withdrawal.loading')}>
            <PasswordForm
              kind="withdrawal"
              schema={withdrawalPasswordFormSchema()}
              words={wordsOf('set')}
              onSubmit={() => undefined}
              saving={false}
            />
          </SkeletonOutline>
        </Page>
      );
    case 'error':
      return (
        <Page navBar={navBar}>
          <ErrorState
            title={t('profile.password.withdrawal.loadError')}
            message={errorText(password.error ?? 'OPERATION_FAILED')}
            icon={password.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
            onRetry={onRetry}
          />
        </Page>
      );
    case 'ready':
      return (
        <PasswordPage kind="withdrawal" navBar={navBar} done={done} onFinish={onBack}>
          {password.data.isSet ? (
            <PasswordForm
              kind="withdrawal"
              schema={changeWithdrawalPasswordFormSchema()}
              words={wordsOf('change')}
              onSubmit={onChange}
              {...refusal}
            />
          ) : (
            <PasswordForm
              kind="withdrawal"
              schema={withdrawalPasswordFormSchema()}
              words={wordsOf('set')}
              onSubmit={onSet}
              {...refusal}
            />
          )}
        </PasswordPage>
      );
    default:
      return password satisfies never;
  }
}
