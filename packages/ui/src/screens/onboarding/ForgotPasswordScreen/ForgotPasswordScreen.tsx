import { useTranslation } from 'react-i18next';
import { forgotPasswordFormSchema } from '@carbonmarket/domain/contract';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import type { ForgotPasswordForm } from '@carbonmarket/domain/contract';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Button } from '../../../components/Button/Button';
import type { CodeSendStatus } from '../../../components/CodeField/CodeField';
import { Form } from '../../../forms/Form';
import { useDomainForm } from '../../../forms/useDomainForm';
import type { FieldErrors } from '../../../forms/serverErrors';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import { EmailCodeFields } from '../shared/EmailCodeFields';
import { PromptLink } from '../shared/PromptLink';
import { ResetDone } from './ResetDone';
import type { ScreenLinks } from '../../../links/screenLinks';

/** What the reset form holds while it is being filled in. */
export interface ForgotPasswordValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: ForgotPasswordValues = { email: '', code: '', password: '', confirmPassword: '' };

/** The places ForgotPasswordScreen links to. */
export type ForgotPasswordScreenLinks = Pick<ScreenLinks, 'login'>;

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
  /** The refusal's codes per field (`ApiError.fields`), each shown on its field until it is edited. */
  fieldErrors?: FieldErrors;
  /** Initial input, e.g. the email typed on the login page. */
  defaultValues?: Partial<ForgotPasswordValues>;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: ForgotPasswordScreenLinks;
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
  fieldErrors,
  defaultValues,
  links,
  onBack,
}: ForgotPasswordScreenProps) {
  const { t } = useTranslation();
  const form = useDomainForm<ForgotPasswordValues, ForgotPasswordForm>(forgotPasswordFormSchema, {
    ...EMPTY,
    ...defaultValues,
  });

  return (
    <Page
      background="surface"
      navBar={<NavBar title={t('onboarding.forgotPassword.title')} onBack={onBack} />}
    >
      {done ? (
        <ResetDone loginHref={links.login} />
      ) : (
        <Form
          form={form}
          onSubmit={onSubmit}
          busy={submitting}
          error={error}
          errorParams={errorParams}
          fieldErrors={fieldErrors}
          title={t('onboarding.forgotPassword.heading')}
          description={t('onboarding.forgotPassword.description')}
          actions={
            <>
              <Button type="submit" fullWidth loading={submitting}>
                {t('onboarding.forgotPassword.submit')}
              </Button>
              <PromptLink label={t('onboarding.forgotPassword.backToLogin')} href={links.login} />
            </>
          }
        >
          <EmailCodeFields
            onSendCode={onSendCode}
            sendStatus={codeSendStatus}
            now={now}
            resendAvailableAt={resendAvailableAt}
            codeSentTo={codeSentTo}
            disabled={submitting}
          />
          <NewPasswordFields
            passwordLabel={t('onboarding.fields.newPassword')}
            disabled={submitting}
          />
        </Form>
      )}
    </Page>
  );
}
