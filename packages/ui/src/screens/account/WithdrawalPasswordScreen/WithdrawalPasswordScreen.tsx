import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import type {
  ChangeWithdrawalPasswordForm,
  WithdrawalPasswordForm,
} from '@carbonmarket/domain/contract';
import { Button } from '../../../components/Button/Button';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Notice } from '../../../components/Notice/Notice';
import { NoticeRegion } from '../../../components/Notice/NoticeRegion';
import { Page } from '../../../components/Page/Page';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import { Text } from '../../../components/Typography/Text';
import type { Loadable } from '../../../components/loadable';
import type { FieldErrors } from '../../../forms/serverErrors';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import { ChangeWithdrawalPasswordForm as ChangeForm } from './parts/ChangeWithdrawalPasswordForm';
import { SetWithdrawalPasswordForm } from './parts/SetWithdrawalPasswordForm';

export interface WithdrawalPasswordScreenProps {
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
  onBack: () => void;
  /** Loads the member again after a failure. */
  onRetry: () => void;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
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
    <NavBar
      title={t('profile.password.withdrawal.title')}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
  const refusal = { saving, error, errorParams, fieldErrors };
  switch (password.status) {
    case 'loading':
      return (
        <Page navBar={navBar}>
          <SkeletonOutline label={t('profile.password.withdrawal.loading')}>
            <SetWithdrawalPasswordForm onSubmit={() => undefined} saving={false} />
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
        <Page
          navBar={navBar}
          footer={
            done ? (
              <Button fullWidth onClick={onBack}>
                {t('profile.password.withdrawal.finish')}
              </Button>
            ) : undefined
          }
        >
          <NoticeRegion>
            {done ? <Notice tone="success">{t('profile.password.withdrawal.done')}</Notice> : null}
          </NoticeRegion>
          {done ? (
            <Text size="sm" tone="secondary">
              {t('profile.password.withdrawal.doneDescription')}
            </Text>
          ) : password.data.isSet ? (
            <ChangeForm onSubmit={onChange} {...refusal} />
          ) : (
            <SetWithdrawalPasswordForm onSubmit={onSet} {...refusal} />
          )}
        </Page>
      );
    default:
      return password satisfies never;
  }
}
