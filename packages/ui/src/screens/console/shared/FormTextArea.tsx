import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { FieldValues } from 'react-hook-form';
import {
  FieldFooter,
  FieldLabel,
  FieldRoot,
  InputBox,
  controlStyles,
} from '../../../components/field/field.styles';
import { FieldHelp } from '../../../components/field/FieldHelp';
import { FieldLabelText } from '../../../components/field/FieldLabelText';
import { describedBy } from '../../../components/field/describedBy';
import { hasMessage } from '../../../components/field/hasMessage';
import type { FieldBinding } from '../../../forms/fieldBinding';
import { useBoundField } from '../../../forms/useBoundField';

/** The box of a text field, grown to hold several lines; its focus ring drawn around it. */
const AreaBox = styled(InputBox)`
  align-items: stretch;
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};

  &:has(textarea:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const Area = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export type FormTextAreaProps<V extends FieldValues, O> = FieldBinding<V, O, string> & {
  label: ReactNode;
  /** Help under the field, read as its description. */
  hint?: ReactNode;
  /** Most characters accepted (the endpoint's limit). */
  maxLength: number;
  /** Lines shown before it scrolls. @default 3 */
  rows?: number;
  /** Holds code (HTML): no spelling checks, capitals or corrections. @default false */
  code?: boolean;
  required?: boolean;
  disabled?: boolean;
};

/**
 * A labelled text field of several lines bound to a form field (a notification's body, a news
 * post's HTML): the same label, box and message as `FormTextField`, on a `<textarea>`.
 */
export function FormTextArea<V extends FieldValues, O>({
  control,
  name,
  label,
  hint,
  maxLength,
  rows = 3,
  code = false,
  required = false,
  disabled = false,
}: FormTextAreaProps<V, O>) {
  const {
    ref,
    name: fieldName,
    onChange,
    onBlur,
    text,
    message,
  } = useBoundField({ control, name });
  const id = `${useId()}-area`;
  const error = message({ max: maxLength });
  const ids = { error: `${id}-error`, hint: `${id}-hint` };
  const hasError = hasMessage(error);
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id}>
        <FieldLabelText label={label} required={required} />
      </FieldLabel>
      <AreaBox $invalid={hasError} $disabled={disabled} $readOnly={false}>
        <Area
          ref={ref}
          id={id}
          name={fieldName}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          rows={rows}
          maxLength={maxLength}
          required={required}
          disabled={disabled}
          {...(code ? { spellCheck: false, autoCapitalize: 'none', autoCorrect: 'off' } : {})}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(hasError && ids.error, hasMessage(hint) && ids.hint)}
        />
      </AreaBox>
      {hasError || hasMessage(hint) ? (
        <FieldFooter>
          <FieldHelp error={error} errorId={ids.error} hint={hint} hintId={ids.hint} />
        </FieldFooter>
      ) : null}
    </FieldRoot>
  );
}
