import { Icon } from '../../icons/Icon';
import { forwardRef, useId, useState } from 'react';
import type { ChangeEvent, ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFooter, FieldLabel, FieldRoot, InputBox, controlStyles } from '../field/field.styles';
import { FieldHelp } from '../field/FieldHelp';
import { FieldLabelText } from '../field/FieldLabelText';
import { hasMessage } from '../field/hasMessage';
import { describedBy } from '../field/describedBy';

/** One choice of a Select. */
export interface SelectOption {
  /** Submitted value; unique within the list. */
  value: string;
  /** Text shown for the choice. */
  label: string;
  /** Shows the choice but does not let it be picked. @default false */
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  | 'id'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'children'
  | 'multiple'
  | 'size'
  | 'required'
  | 'disabled'
  | 'aria-invalid'
  | 'aria-describedby'
> {
  /** Visible label; also the select's accessible name. */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Selected value (controlled); `''` shows the placeholder. Pair with `onChange`. */
  value?: string;
  /** Initial value when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the picked option's value. */
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /**
   * Text shown while nothing is picked ("Choose a bank"). It is a disabled, hidden first option,
   * so it cannot be picked again once a choice is made.
   */
  placeholder?: string;
  /** Help shown under the select. */
  hint?: ReactNode;
  /** Validation message shown under the select; marks it invalid. */
  error?: ReactNode;
  /** Shows a required marker and marks the select required. @default false */
  required?: boolean;
  /** Greys out the select. @default false */
  disabled?: boolean;
  /** Id of the select; generated when left out. */
  id?: string;
}

const NativeSelect = styled.select<{ $empty: boolean }>`
  ${controlStyles}
  appearance: none;
  cursor: pointer;
  /* Room for the chevron, which sits over the end of the select. */
  padding-inline-end: ${({ theme }) => theme.space[800]};
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space[300]});
  padding-inline-start: ${({ theme }) => theme.space[300]};
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space[300]});
  color: ${({ theme, $empty }) => ($empty ? theme.color.text.secondary : 'inherit')};
  text-overflow: ellipsis;

  & option {
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.bg.surface};
  }
`;

const Chevron = styled(Icon)<{ $disabled: boolean }>`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[300]};
  top: 50%;
  transform: translateY(-50%);
  pointer-events: none;
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.text.disabled : theme.color.text.secondary)};
`;

/**
 * A labelled native `<select>` styled like the text fields. Native, because phones show their
 * own comfortable picker for it.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    value,
    defaultValue = '',
    onChange,
    placeholder,
    hint,
    error,
    required = false,
    disabled = false,
    id,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? `${generatedId}-select`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const hasError = hasMessage(error);
  const hasHint = hasMessage(hint);

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (value === undefined) setUncontrolled(event.target.value);
    onChange?.(event.target.value, event);
  };

  return (
    <FieldRoot>
      <FieldLabel htmlFor={selectId}>
        <FieldLabelText label={label} required={required} />
      </FieldLabel>
      <InputBox $invalid={hasError} $disabled={disabled} $readOnly={false}>
        <NativeSelect
          ref={ref}
          id={selectId}
          value={current}
          onChange={handleChange}
          required={required}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(hasError && errorId, hasHint && hintId)}
          $empty={current === '' && placeholder !== undefined && !disabled}
          {...rest}
        >
          {placeholder !== undefined ? (
            <option value="" disabled hidden>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron name="chevronDown" size={20} $disabled={disabled} />
      </InputBox>
      {hasError || hasHint ? (
        <FieldFooter>
          <FieldHelp error={error} errorId={errorId} hint={hint} hintId={hintId} />
        </FieldFooter>
      ) : null}
    </FieldRoot>
  );
});
