import { useController } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { TEXT_MAX_LENGTH } from '@carbonmarket/domain';
import { TextField } from '../components/TextField/TextField';
import type { TextFieldProps } from '../components/TextField/TextField';
import { useErrorText } from '../i18n/useErrorText';
import type { FieldBinding } from './fieldBinding';
import { useFieldError } from './useFieldError';

export type FormTextFieldProps<V extends FieldValues, O> = FieldBinding<V, O, string> &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'> & {
    /** Capitals as typed (IC numbers, UENs, invitation codes). @default false */
    upperCase?: boolean;
  };

/** A `TextField` bound to a form field: its value, and its message from the catalogue. */
export function FormTextField<V extends FieldValues, O>({
  control,
  name,
  upperCase = false,
  maxLength = TEXT_MAX_LENGTH,
  ...props
}: FormTextFieldProps<V, O>) {
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const code = useFieldError(name, fieldState.error);
  const errorText = useErrorText();
  const value: unknown = fieldValue;
  return (
    <TextField
      {...props}
      ref={ref}
      name={fieldName}
      value={typeof value === 'string' ? value : ''}
      onChange={(text) => onChange(upperCase ? text.toUpperCase() : text)}
      onBlur={onBlur}
      maxLength={maxLength}
      error={code === undefined ? undefined : errorText(code, { max: maxLength })}
    />
  );
}
