import type { FieldValues } from 'react-hook-form';
import { CodeField } from '../components/CodeField/CodeField';
import type { CodeFieldProps } from '../components/CodeField/CodeField';
import type { FieldBinding } from './fieldBinding';
import { useBoundField } from './useBoundField';

export type FormCodeFieldProps<V extends FieldValues, O> = FieldBinding<V, O, string> &
  Omit<CodeFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'>;

/** A `CodeField` (verification code and its send button) bound to a form field. */
export function FormCodeField<V extends FieldValues, O>({
  control,
  name,
  ...props
}: FormCodeFieldProps<V, O>) {
  const { ref, name: fieldName, onChange, text, message } = useBoundField({ control, name });
  return (
    <CodeField
      {...props}
      ref={ref}
      name={fieldName}
      value={text}
      onChange={(digits) => onChange(digits)}
      error={message()}
    />
  );
}
