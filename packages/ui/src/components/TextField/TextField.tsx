import { forwardRef, useId, useState } from 'react';
import type { ChangeEvent, HTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX_LENGTH } from '@carbonmarket/domain';
import { Adornment, Counter, TrailingAction } from './TextField.styles';
import { FieldFooter, FieldLabel, FieldRoot, Input, InputBox } from '../field/field.styles';
import { FieldHelp } from '../field/FieldHelp';
import { FieldLabelText } from '../field/FieldLabelText';
import { hasMessage } from '../field/hasMessage';
import { describedBy } from '../field/describedBy';
import { VisuallyHidden } from '../../theme/visuallyHidden';
import { useAwaitingAppInput } from '../hydration/awaitingApp';

/** Input types a text field supports (numbers are typed as text with `inputMode`, so `maxLength` applies). */
export type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | 'date';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'id'
  | 'type'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'prefix'
  | 'size'
  | 'children'
  | 'maxLength'
  | 'required'
  | 'disabled'
  | 'readOnly'
  | 'inputMode'
  | 'autoComplete'
  | 'aria-invalid'
  | 'aria-describedby'
> {
  /** Visible label; also the input's accessible name. Required: never rely on a placeholder. */
  label: ReactNode;
  /** Current text (controlled). Pair with `onChange`. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every edit. */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Help shown under the input and read as its description. */
  hint?: ReactNode;
  /** Validation message shown under the input; marks the input invalid and describes it. */
  error?: ReactNode;
  /** Shows a required marker and marks the input required. @default false */
  required?: boolean;
  /** Greys out the field and ignores input. @default false */
  disabled?: boolean;
  /** Shows the value on a muted background; it can be selected and copied, not edited. @default false */
  readOnly?: boolean;
  /** Most characters accepted. @default TEXT_MAX_LENGTH (140) */
  maxLength?: number;
  /** Shows a `length/maxLength` counter under the input. @default false */
  showCount?: boolean;
  /** Native input type. @default 'text' */
  type?: TextFieldType;
  /** Which on-screen keyboard a phone shows, e.g. `decimal` for amounts, `tel` for phone numbers. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Autofill hint, e.g. `email`, `name`, `tel`, `one-time-code`. */
  autoComplete?: string;
  /** Text before the input, such as a currency (`S$`); it is read as part of the description. */
  prefix?: ReactNode;
  /** Text after the input, such as a unit (`t`); it is read as part of the description. */
  suffix?: ReactNode;
  /** An interactive element at the end of the box, such as a show-password button. */
  trailingAction?: ReactNode;
  /** Id of the input; generated when left out. */
  id?: string;
}

/**
 * A labelled single-line text input, 48 px high, with optional hint, validation message,
 * character counter and prefix or suffix. Forwards its ref to the `<input>`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    value,
    defaultValue,
    onChange,
    hint,
    error,
    required = false,
    disabled = false,
    readOnly = false,
    maxLength = TEXT_MAX_LENGTH,
    showCount = false,
    type = 'text',
    inputMode,
    autoComplete,
    prefix,
    suffix,
    trailingAction,
    id,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const ids = {
    prefix: `${inputId}-prefix`,
    suffix: `${inputId}-suffix`,
    hint: `${inputId}-hint`,
    error: `${inputId}-error`,
    count: `${inputId}-count`,
  };
  const [uncontrolledLength, setUncontrolledLength] = useState(defaultValue?.length ?? 0);
  const length = value !== undefined ? value.length : uncontrolledLength;
  const hasError = hasMessage(error);
  const hasHint = hasMessage(hint);
  const availability = useAwaitingAppInput(readOnly);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event.target.value, event);
  };

  return (
    <FieldRoot>
      <FieldLabel htmlFor={inputId}>
        <FieldLabelText label={label} required={required} />
      </FieldLabel>
      <InputBox $invalid={hasError} $disabled={disabled} $readOnly={readOnly}>
        {prefix !== undefined ? <Adornment id={ids.prefix}>{prefix}</Adornment> : null}
        <Input
          ref={ref}
          id={inputId}
          type={type}
          value={value}
          defaultValue={value === undefined ? defaultValue : undefined}
          onChange={handleChange}
          required={required}
          disabled={disabled}
          {...availability}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete={autoComplete}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(
            prefix !== undefined && ids.prefix,
            suffix !== undefined && ids.suffix,
            hasError && ids.error,
            hasHint && ids.hint,
            showCount && ids.count,
          )}
          {...rest}
        />
        {suffix !== undefined ? <Adornment id={ids.suffix}>{suffix}</Adornment> : null}
        {trailingAction !== undefined ? <TrailingAction>{trailingAction}</TrailingAction> : null}
      </InputBox>
      {hasError || hasHint || showCount ? (
        <FieldFooter>
          {hasError || hasHint ? (
            <FieldHelp error={error} errorId={ids.error} hint={hint} hintId={ids.hint} />
          ) : null}
          {showCount ? (
            <Counter id={ids.count}>
              <span aria-hidden>{`${length}/${maxLength}`}</span>
              <VisuallyHidden>
                {t('forms.textField.characterCount', { length, max: maxLength })}
              </VisuallyHidden>
            </Counter>
          ) : null}
        </FieldFooter>
      ) : null}
    </FieldRoot>
  );
});
