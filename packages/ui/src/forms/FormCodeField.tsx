import { useController } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { CodeField } from '../components/CodeField/CodeField';
import type { CodeFieldProps } from '../components/CodeField/CodeField';
import { useErrorText } from '../i18n/useErrorText';
import type { FieldBinding } from './fieldBinding';
import { useFieldError } from './useFieldError';

export type FormCodeFieldProps<V extends FieldValues, O> = FieldBinding<V, O, string> &
  Omit<CodeFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'>;

/** A `CodeField` (verification code and its send button) bound to a form field. */
export function FormCodeField<V extends FieldValues, O>({
  control,
  name,
  ...props
}: FormCodeFieldProps<V, O>) {
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange },
    fieldState,
  } = useController({ control, name });
  const code = useFieldError(name, fieldState.error);
  const errorText = useErrorText();
  const value: unknown = fieldValue;
  return (
    <CodeField
      {...props}
      ref={ref}
      name={fieldName}
      value={typeof value === 'string' ? value : ''}
      onChange={(digits) => onChange(digits)}
      error={code === undefined ? undefined : errorText(code)}
    />
  );
}
