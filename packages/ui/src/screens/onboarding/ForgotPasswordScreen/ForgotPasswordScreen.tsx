import { useTranslation } from 'react-i18next';
import { forgotPasswordFormSchema } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, ForgotPasswordForm } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { FormLayout } from '../../../components/FormLayout/FormLayout';
import { Button } from '../../../components/Button/Button';
import type { CodeSendStatus } from '../../../components/CodeField/CodeField';
import { useErrorText } from '../../../i18n/useErrorText';
import { confirmationRequired, useSchemaForm } from '../shared/useSchemaForm';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import { EmailCodeFields, useSendCode } from '../shared/EmailCodeFields';
import { PromptLink } from '../shared/PromptLink';
import { ResetDone } from './ResetDone';

/** What the reset form holds while it is being filled in. */
export interface ForgotPasswordValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: ForgotPasswordValues = { email: '', code: '', password: '', confirmPassword: '' };

/** Server codes that belong to one field; every other code shows in the banner. */
const SERVER_ERROR_FIELDS = {
  EMAIL_NOT_REGISTERED: 'email',
  ACCOUNT_NOT_FOUND_OR_DISABLED: 'email',
  CODE_INVALID: 'code',
  CODE_ATTEMPTS_EXCEEDED: 'code',
  CODE_NOT_EXPIRED: 'code',
} as const satisfies Partial<Record<ErrorCode, keyof ForgotPasswordValues>>;

export interface ForgotPasswordScreenProps {
  /** Called with the validated form when every field passes `forgotPasswordFormSchema`. */
  onSubmit: (form: ForgotPasswordForm) => void;
  /** Asks for a verification code for this (valid, trimmed) email. */
  onSendCode: (email: string) => void;
  /** `sending` while the code request runs. @default 'idle' */
  codeSendStatus?: CodeSendStatus;
  /** The current time, for the resend countdown; the app passes a fresh one every second. */
  now: Date;
  /** When a new code may be requested; set once a code was sent. */
  resendAvailableAt?: Date;
  /** The address the last code went to, for the hint under the code field. */
  codeSentTo?: string;
  /** The reset request is under way: the button is busy and the fields disabled. @default false */
  submitting?: boolean;
  /** The password was reset: the form gives way to a confirmation and a link to log in. @default false */
  done?: boolean;
  /**
   * Why the last request failed. `EMAIL_NOT_REGISTERED`, `CODE_INVALID` and `CODE_NOT_EXPIRED`
   * show on their field until it is edited; others in a banner.
   */
  error?: ErrorCode;
  /** Values for the placeholders of `error`. */
  errorParams?: ErrorParams;
  /** Initial input, e.g. the email typed on the login page. */
  defaultValues?: Partial<ForgotPasswordValues>;
  /** Where "Back to log in" and, after the reset, "Log in" lead. */
  loginHref: string;
  /** Shows a back button that calls this. */
  onBack?: () => void;
}

/** Sets a new login password with a code sent to the registered email. */
export function ForgotPasswordScreen({
  onSubmit,
  onSendCode,
  codeSendStatus = 'idle',
  now,
  resendAvailableAt,
  codeSentTo,
  submitting = false,
  done = false,
  error,
  errorParams,
  defaultValues,
  loginHref,
  onBack,
}: ForgotPasswordScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useSchemaForm(
    forgotPasswordFormSchema,
    { ...EMPTY, ...defaultValues },
    { serverError: error, serverErrorFields: SERVER_ERROR_FIELDS, check: confirmationRequired },
  );
  const sendCode = useSendCode(form, onSendCode);

  return (
    <Page
      background="surface"
      navBar={<NavBar title={t('onboarding.forgotPassword.title')} onBack={onBack} />}
    >
      {done ? (
        <ResetDone loginHref={loginHref} />
      ) : (
        <FormLayout
          id={form.formId}
          title={t('onboarding.forgotPassword.heading')}
          description={t('onboarding.forgotPassword.description')}
          error={
            form.bannerError === undefined ? undefined : errorText(form.bannerError, errorParams)
          }
          onSubmit={() => {
            if (!submitting) form.submit(onSubmit);
          }}
          actions={
            <>
              <Button type="submit" fullWidth loading={submitting}>
                {t('onboarding.forgotPassword.submit')}
              </Button>
              <PromptLink label={t('onboarding.forgotPassword.backToLogin')} href={loginHref} />
            </>
          }
        >
          <EmailCodeFields
            email={form.text('email')}
            code={form.text('code')}
            onSendCode={sendCode}
            sendStatus={codeSendStatus}
            now={now}
            resendAvailableAt={resendAvailableAt}
            codeSentTo={codeSentTo}
            disabled={submitting}
          />
          <NewPasswordFields
            password={form.text('password')}
            confirmPassword={form.text('confirmPassword')}
            passwordLabel={t('onboarding.fields.newPassword')}
            disabled={submitting}
          />
        </FormLayout>
      )}
    </Page>
  );
}
