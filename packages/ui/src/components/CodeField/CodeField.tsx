import { forwardRef, useId, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_LENGTH, remainingMs } from '@carbonmarket/domain';
import { Button } from '../Button/Button';
import { FieldFooter, FieldLabel, FieldRoot, Input, InputBox } from '../field/field.styles';
import { FieldHelp } from '../field/FieldHelp';
import { FieldLabelText } from '../field/FieldLabelText';
import { hasMessage } from '../field/hasMessage';
import { describedBy } from '../field/describedBy';
import { useAwaitingAppInput } from '../hydration/awaitingApp';

/** Whether a code request is under way. */
export type CodeSendStatus = 'idle' | 'sending';

export interface CodeFieldProps {
  /** Visible label, e.g. "Verification code". */
  label: ReactNode;
  /** Digits typed so far (controlled). Pair with `onChange`. */
  value?: string;
  /** Initial digits when uncontrolled. */
  defaultValue?: string;
  /** Called with the digits only (other characters are dropped), at most `VERIFICATION_CODE_LENGTH` of them. */
  onChange?: (value: string) => void;
  /** Asks for a (new) code to be sent; not called while sending or counting down. */
  onSend?: () => void;
  /** `sending` shows a spinner on the send button while the request runs. @default 'idle' */
  sendStatus?: CodeSendStatus;
  /**
   * The current time. The component runs no timer: while a countdown shows, the app passes a
   * fresh `now` every second (stories pin it).
   */
  now: Date;
  /**
   * When a new code may be requested; set after a code was sent. Before it, the button counts
   * down ("Resend in 59 s") and is disabled; after it, the button reads "Resend". Leave it out
   * before the first code: the button reads "Send code".
   */
  resendAvailableAt?: Date;
  /** Help shown under the input, e.g. where the code was sent. */
  hint?: ReactNode;
  /** Validation message shown under the input; marks it invalid. */
  error?: ReactNode;
  /** Shows a required marker and marks the input required. @default false */
  required?: boolean;
  /** Disables the input and the send button. @default false */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Id of the input; generated when left out. */
  id?: string;
}

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[200]};
  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
  & > button {
    flex: none;
    font-variant-numeric: tabular-nums;
  }
`;

const CodeInput = styled(Input)`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.2em;
`;

/** Full-width digits (from Chinese keyboards) become ASCII; everything else but digits is dropped. */
const toCode = (text: string): string =>
  text
    .replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/\D/g, '')
    .slice(0, VERIFICATION_CODE_LENGTH);

/**
 * The verification-code input (digits only, `one-time-code` autofill) with its "Send code"
 * button, which then counts down until a new code may be requested.
 */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(
  {
    label,
    value,
    defaultValue,
    onChange,
    onSend,
    sendStatus = 'idle',
    now,
    resendAvailableAt,
    hint,
    error,
    required = false,
    disabled = false,
    name,
    id,
  },
  ref,
) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [uncontrolled, setUncontrolled] = useState(() => toCode(defaultValue ?? ''));
  const code = value ?? uncontrolled;
  const hasError = hasMessage(error);
  const availability = useAwaitingAppInput(false);
  const hasHint = hasMessage(hint);

  const secondsLeft = resendAvailableAt ? Math.ceil(remainingMs(resendAvailableAt, now) / 1000) : 0;
  const sending = sendStatus === 'sending';
  const counting = !sending && secondsLeft > 0;
  const buttonLabel = counting
    ? t('forms.codeField.resendIn', { seconds: secondsLeft })
    : resendAvailableAt && !sending
      ? t('forms.codeField.resend')
      : t('forms.codeField.send');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = toCode(event.target.value);
    if (value === undefined) setUncontrolled(next);
    if (next !== code) onChange?.(next);
  };

  return (
    <FieldRoot>
      <FieldLabel htmlFor={inputId}>
        <FieldLabelText label={label} required={required} />
      </FieldLabel>
      <Row>
        <InputBox $invalid={hasError} $disabled={disabled} $readOnly={false}>
          <CodeInput
            ref={ref}
            id={inputId}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            value={code}
            onChange={handleChange}
            required={required}
            disabled={disabled}
            {...availability}
            aria-invalid={hasError || undefined}
            aria-describedby={describedBy(hasError && errorId, hasHint && hintId)}
          />
        </InputBox>
        <Button
          variant="secondary"
          loading={sending}
          disabled={disabled || counting}
          onClick={() => {
            if (!sending && !counting) onSend?.();
          }}
        >
          {buttonLabel}
        </Button>
      </Row>
      {hasError || hasHint ? (
        <FieldFooter>
          <FieldHelp error={error} errorId={errorId} hint={hint} hintId={hintId} />
        </FieldFooter>
      ) : null}
    </FieldRoot>
  );
});
