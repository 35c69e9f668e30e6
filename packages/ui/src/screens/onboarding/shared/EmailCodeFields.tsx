import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { CODE_VALID_MINUTES } from '@carbonmarket/domain';
import { emailSchema, issueCodes } from '@carbonmarket/domain/contract';
import type { CodeSendStatus } from '../../../components/CodeField/CodeField';
import { FormTextField } from '../../../forms/FormTextField';
import { FormCodeField } from '../../../forms/FormCodeField';

/** The fields these two bind to in the enclosing form. */
interface EmailCodeValues {
  email: string;
  code: string;
}

export interface EmailCodeFieldsProps {
  /** Asks for a code for the (valid, trimmed) email; not called while the email is wrong. */
  onSendCode: (email: string) => void;
  /** `sending` while the request runs. */
  sendStatus: CodeSendStatus;
  /** The current time, for the resend countdown. */
  now: Date;
  /** When a new code may be requested; set once a code was sent. */
  resendAvailableAt?: Date;
  /** The address the last code went to, named in the hint. */
  codeSentTo?: string;
  /** Disables both fields. */
  disabled: boolean;
}

/**
 * The `email` field of the enclosing form followed by its `code` with the resend countdown. "Send
 * code" checks the email first (showing its message and sending nothing when it is wrong).
 */
export function EmailCodeFields({
  onSendCode,
  sendStatus,
  now,
  resendAvailableAt,
  codeSentTo,
  disabled,
}: EmailCodeFieldsProps) {
  const { t } = useTranslation();
  const form = useFormContext<EmailCodeValues>();
  const sendCode = () => {
    const email = emailSchema.safeParse(form.getValues('email'));
    if (!email.success) {
      const code = issueCodes(email.error)['_form'] ?? 'EMAIL_INVALID';
      form.setError('email', { type: 'validate', message: code });
      return;
    }
    form.clearErrors('email');
    onSendCode(email.data);
  };
  return (
    <>
      <FormTextField<EmailCodeValues, EmailCodeValues>
        name="email"
        label={t('onboarding.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        disabled={disabled}
      />
      <FormCodeField<EmailCodeValues, EmailCodeValues>
        name="code"
        label={t('onboarding.fields.code')}
        required
        disabled={disabled}
        now={now}
        resendAvailableAt={resendAvailableAt}
        sendStatus={sendStatus}
        onSend={sendCode}
        hint={
          codeSentTo !== undefined && resendAvailableAt !== undefined
            ? t('onboarding.hints.codeSent', { email: codeSentTo, minutes: CODE_VALID_MINUTES })
            : undefined
        }
      />
    </>
  );
}
