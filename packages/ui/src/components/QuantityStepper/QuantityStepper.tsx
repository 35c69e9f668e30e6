import { forwardRef, useId } from 'react';
import type { FocusEventHandler, KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  canStepWholeTons,
  isEmptyRange,
  stepWholeTons,
  typedOrderTons,
} from '@carbonmarket/domain';
import type { WholeTonsRange } from '@carbonmarket/domain';
import { FieldFooter, FieldLabel, FieldRoot, Input, InputBox } from '../field/field.styles';
import { FieldHelp } from '../field/FieldHelp';
import { FieldLabelText } from '../field/FieldLabelText';
import { hasMessage } from '../field/hasMessage';
import { describedBy } from '../field/describedBy';
import { IconButton } from '../IconButton/IconButton';
import { useAwaitingAppInput } from '../hydration/awaitingApp';

/** Digits of the largest quantity an order may name (the contract's whole-tons parameter). */
const MAX_DIGITS = 12;

const Box = styled(InputBox)`
  padding: 0 ${({ theme }) => theme.space[100]};
`;

/** The number and its unit, side by side in the middle of the box; a press anywhere here types. */
const Middle = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-self: stretch;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
  cursor: text;
`;

const Quantity = styled(Input)`
  flex: 0 1 auto;
  width: auto;
  min-width: 2ch;
  field-sizing: content;
  text-align: end;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Unit = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
`;

export interface QuantityStepperProps {
  /** Visible label; also the input's accessible name. */
  label: ReactNode;
  /** The quantity as typed (controlled): whole tons as text, `''` when empty. */
  value: string;
  /** Called with the new text on every edit and every step. */
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The whole tons the buttons and arrow keys step within (`orderTonsRange`). */
  range: WholeTonsRange;
  /** The unit after the number (for example `t`), read as part of the description. */
  unit: string;
  /** Help under the input, such as the range in words; read as the input's description. */
  hint?: ReactNode;
  /** Validation message; marks the input invalid. */
  error?: ReactNode;
  /** @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  name?: string;
  id?: string;
}

/**
 * A whole-tons quantity: a number typed on the numeric keypad, with buttons (and the Up and Down
 * arrow keys) that add or take one ton within the order's range; Home and End go to its minimum
 * and maximum. A button that cannot change the quantity is disabled. Typing is free: the form's
 * schema judges what is typed. The input is a spin button (WAI-ARIA APG): it tells assistive
 * technology the range and the current quantity with its unit. Forwards its ref to the `<input>`.
 */
export const QuantityStepper = forwardRef<HTMLInputElement, QuantityStepperProps>(
  function QuantityStepper(
    {
      label,
      value,
      onChange,
      onBlur,
      range,
      unit,
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
    const ids = { unit: `${inputId}-unit`, hint: `${inputId}-hint`, error: `${inputId}-error` };
    const hasError = hasMessage(error);
    const hasHint = hasMessage(hint);
    const availability = useAwaitingAppInput(false);
    const step = (by: 1 | -1) => onChange(stepWholeTons(value, by, range));
    const canStep = (by: 1 | -1) => !disabled && canStepWholeTons(value, by, range);

    const empty = isEmptyRange(range);
    const typed = typedOrderTons(value);

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        if (!disabled && !empty)
          onChange((event.key === 'Home' ? range.min : range.max).toString());
        return;
      }
      const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : null;
      if (by === null) return;
      event.preventDefault();
      if (canStep(by)) step(by);
    };

    return (
      <FieldRoot>
        <FieldLabel htmlFor={inputId}>
          <FieldLabelText label={label} required={required} />
        </FieldLabel>
        <Box $invalid={hasError} $disabled={disabled} $readOnly={false}>
          <IconButton
            icon="minus"
            label={t('forms.quantityStepper.decrease')}
            disabled={!canStep(-1)}
            onClick={() => step(-1)}
          />
          <Middle onClick={(event) => event.currentTarget.querySelector('input')?.focus()}>
            <Quantity
              ref={ref}
              id={inputId}
              role="spinbutton"
              aria-valuemin={Number(range.min.toString())}
              aria-valuemax={Number((empty ? range.min : range.max).toString())}
              aria-valuenow={typed === null ? undefined : Number(typed.toString())}
              aria-valuetext={typed === null ? undefined : `${typed.toString()} ${unit}`}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={value}
              maxLength={MAX_DIGITS}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              onKeyDown={onKeyDown}
              required={required}
              disabled={disabled}
              {...availability}
              aria-invalid={hasError || undefined}
              aria-describedby={describedBy(ids.unit, hasError && ids.error, hasHint && ids.hint)}
            />
            <Unit id={ids.unit}>{unit}</Unit>
          </Middle>
          <IconButton
            icon="plus"
            label={t('forms.quantityStepper.increase')}
            disabled={!canStep(1)}
            onClick={() => step(1)}
          />
        </Box>
        {hasError || hasHint ? (
          <FieldFooter>
            <FieldHelp error={error} errorId={ids.error} hint={hint} hintId={ids.hint} />
          </FieldFooter>
        ) : null}
      </FieldRoot>
    );
  },
);
