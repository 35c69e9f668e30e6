import { forwardRef, useId } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import { ErrorMessage } from '../field/field.styles';
import { describedBy } from '../field/describedBy';
import { hasMessage } from '../field/hasMessage';
import { useAwaitingApp } from '../hydration/awaitingApp';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'id'
  | 'type'
  | 'checked'
  | 'defaultChecked'
  | 'onChange'
  | 'children'
  | 'required'
  | 'disabled'
  | 'aria-invalid'
  | 'aria-describedby'
> {
  /** Visible label; may hold links (tapping a link does not toggle the box). */
  label: ReactNode;
  /** Whether the box is ticked (controlled). Pair with `onChange`. */
  checked?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the box is toggled. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Validation message shown under the label; marks the box invalid. */
  error?: ReactNode;
  /** Marks the box required. @default false */
  required?: boolean;
  /** Greys out the box and its label and ignores taps. @default false */
  disabled?: boolean;
  /** Id of the input; generated when left out. */
  id?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  min-height: ${({ theme }) => theme.size.touchTarget};
`;

const Control = styled.span`
  position: relative;
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.iconMd};
  height: ${({ theme }) => theme.size.touchTarget};
`;

/**
 * The real checkbox: invisible, but 44x44 px and centred on the drawn box, so it is the touch
 * target and carries focus, state and name.
 */
const NativeInput = styled.input`
  position: absolute;
  top: 50%;
  left: 50%;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  margin: 0;
  transform: translate(-50%, -50%);
  opacity: 0;
  cursor: pointer;
  &:disabled:not([data-awaiting-app]) {
    cursor: not-allowed;
  }
`;

const Box = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.iconMd};
  height: ${({ theme }) => theme.size.iconMd};
  border: 2px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.onBrand};
  pointer-events: none;
  transition: background
    ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  & > svg {
    opacity: 0;
  }
  ${NativeInput}[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.color.border.critical};
  }
  ${NativeInput}:checked + & {
    border-color: ${({ theme }) => theme.color.bg.fillBrand};
    background: ${({ theme }) => theme.color.bg.fillBrand};
  }
  ${NativeInput}:checked + & > svg {
    opacity: 1;
  }
  ${NativeInput}:disabled:not([data-awaiting-app]) + & {
    border-color: ${({ theme }) => theme.color.border.default};
    background: ${({ theme }) => theme.color.bg.fillDisabled};
    color: ${({ theme }) => theme.color.text.disabled};
  }
  ${NativeInput}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const Label = styled.label<{ $disabled: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  /* Centres the first line of the label in the 44 px row, level with the box. */
  padding-block: calc(
    (${({ theme }) => theme.size.touchTarget} - ${({ theme }) => theme.font.lineHeight.md}) / 2
  );
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.text.disabled : theme.color.text.primary)};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  overflow-wrap: anywhere;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  & a {
    /*
     * A target of at least 24 px high (WCAG 2.2 SC 2.5.8) in a 24 px line: the padding of an inline
     * box widens what a tap hits without moving a line.
     */
    padding-block: ${({ theme }) => theme.layout.inlineTargetPadding};
    color: ${({ theme, $disabled }) => ($disabled ? theme.color.text.disabled : theme.color.text.link)};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

const CheckboxError = styled(ErrorMessage)`
  /* Lines up with the label text: box width plus the gap. */
  padding-inline-start: calc(
    ${({ theme }) => theme.size.iconMd} + ${({ theme }) => theme.space[300]}
  );
`;

/** A checkbox with a label (which may contain links) and a 44 px touch target. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    checked,
    defaultChecked,
    onChange,
    error,
    required = false,
    disabled = false,
    id,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-checkbox`;
  const errorId = `${inputId}-error`;
  const hasError = hasMessage(error);
  // Until the app runs, a tick would be undone by hydration: the box waits, drawn as usual.
  const availability = useAwaitingApp(disabled);
  return (
    <Root>
      <Row>
        <Control>
          <NativeInput
            ref={ref}
            id={inputId}
            type="checkbox"
            checked={checked}
            defaultChecked={checked === undefined ? defaultChecked : undefined}
            onChange={(event) => onChange?.(event.target.checked, event)}
            required={required}
            {...availability}
            aria-invalid={hasError || undefined}
            aria-describedby={describedBy(hasError && errorId)}
            {...rest}
          />
          <Box aria-hidden>
            <Icon name="check" size={14} strokeWidth={3} />
          </Box>
        </Control>
        <Label htmlFor={inputId} $disabled={disabled}>
          {label}
        </Label>
      </Row>
      {hasError ? (
        <CheckboxError id={errorId}>
          <Icon name="error" size={16} />
          <span>{error}</span>
        </CheckboxError>
      ) : null}
    </Root>
  );
});
