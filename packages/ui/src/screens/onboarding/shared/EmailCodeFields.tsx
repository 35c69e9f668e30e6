import { useTranslation } from 'react-i18next';
import { CODE_VALID_MINUTES, emailSchema, issueCodes } from '@carbonmarket/domain';
import { TextField } from '../../../components/TextField/TextField';
import { CodeField } from '../../../components/CodeField/CodeField';
import type { CodeSendStatus } from '../../../components/CodeField/CodeField';
import type { BoundTextField, SchemaForm } from './useSchemaForm';

/**
 * The "Send code" action of a form with an `email` field: checks the email first (showing its
 * message and sending nothing when it is wrong), then asks for a code for the trimmed address.
 */
export function useSendCode<V extends { email: string }, T>(
  form: SchemaForm<V, T>,
  onSendCode: (email: string) => void,
): () => void {
  return () => {
    const email = emailSchema.safeParse(form.values.email);
    if (!email.success) {
      form.setError('email', issueCodes(email.error)['_form'] ?? 'EMAIL_INVALID');
      return;
    }
    form.setError('email', undefined);
    onSendCode(email.data);
  };
}

export interface EmailCodeFieldsProps {
  /** The bound email field. */
  email: BoundTextField;
  /** The bound verification-code field. */
  code: BoundTextField;
  /** Sends a code (after checking the email). */
  onSendCode: () => void;
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

/** An email field followed by the verification code sent to it, with the resend countdown. */
export function EmailCodeFields({
  email,
  code,
  onSendCode,
  sendStatus,
  now,
  resendAvailableAt,
  codeSentTo,
  disabled,
}: EmailCodeFieldsProps) {
  const { t } = useTranslation();
  const { maxLength: _codeMaxLength, ...codeField } = code;
  return (
    <>
      <TextField
        label={t('onboarding.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        disabled={disabled}
        {...email}
      />
      <CodeField
        label={t('onboarding.fields.code')}
        required
        disabled={disabled}
        now={now}
        resendAvailableAt={resendAvailableAt}
        sendStatus={sendStatus}
        onSend={onSendCode}
        hint={
          codeSentTo !== undefined && resendAvailableAt !== undefined
            ? t('onboarding.hints.codeSent', { email: codeSentTo, minutes: CODE_VALID_MINUTES })
            : undefined
        }
        {...codeField}
      />
    </>
  );
}
