import type { FieldPath, FieldValues } from 'react-hook-form';
import { TEXT_MAX_LENGTH } from '@carbonmarket/domain';
import { PasswordField } from '../components/PasswordField/PasswordField';
import type { PasswordFieldProps } from '../components/PasswordField/PasswordField';
import type { FieldBinding } from './fieldBinding';
import { useBoundField } from './useBoundField';

export type FormPasswordFieldProps<V extends FieldValues, O> = FieldBinding<V, O, string> &
  Omit<PasswordFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'> & {
    /** Fields checked again when this one changes after a submit (a confirmation). */
    deps?: FieldPath<V>[];
  };

/** A `PasswordField` bound to a form field (typed as is, never trimmed). */
export function FormPasswordField<V extends FieldValues, O>({
  control,
  name,
  maxLength = TEXT_MAX_LENGTH,
  deps,
  ...props
}: FormPasswordFieldProps<V, O>) {
  const {
    ref,
    name: fieldName,
    onChange,
    onBlur,
    text,
    message,
  } = useBoundField({ control, name }, deps);
  return (
    <PasswordField
      {...props}
      ref={ref}
      name={fieldName}
      value={text}
      onChange={(typed) => onChange(typed)}
      onBlur={onBlur}
      maxLength={maxLength}
      error={message({ max: maxLength })}
    />
  );
}
