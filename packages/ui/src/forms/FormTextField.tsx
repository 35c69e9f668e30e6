import type { FieldValues } from 'react-hook-form';
import { TEXT_MAX_LENGTH } from '@carbonmarket/domain';
import { TextField } from '../components/TextField/TextField';
import type { TextFieldProps } from '../components/TextField/TextField';
import type { FieldBinding } from './fieldBinding';
import { useBoundField } from './useBoundField';

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
    ref,
    name: fieldName,
    onChange,
    onBlur,
    text,
    message,
  } = useBoundField({ control, name });
  return (
    <TextField
      {...props}
      ref={ref}
      name={fieldName}
      value={text}
      onChange={(typed) => onChange(upperCase ? typed.toUpperCase() : typed)}
      onBlur={onBlur}
      maxLength={maxLength}
      error={message({ max: maxLength })}
    />
  );
}
