import { useController } from 'react-hook-form';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { TEXT_MAX_LENGTH } from '@carbonmarket/domain';
import { PasswordField } from '../components/PasswordField/PasswordField';
import type { PasswordFieldProps } from '../components/PasswordField/PasswordField';
import { useErrorText } from '../i18n/useErrorText';
import type { FieldBinding } from './fieldBinding';
import { useFieldError } from './useFieldError';

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
    field: { ref, name: fieldName, value: fieldValue, onChange, onBlur },
    fieldState,
  } = useController({
    control,
    name,
    ...(deps === undefined ? {} : { rules: { deps } }),
  });
  const code = useFieldError(name, fieldState.error);
  const errorText = useErrorText();
  const value: unknown = fieldValue;
  return (
    <PasswordField
      {...props}
      ref={ref}
      name={fieldName}
      value={typeof value === 'string' ? value : ''}
      onChange={(text) => onChange(text)}
      onBlur={onBlur}
      maxLength={maxLength}
      error={code === undefined ? undefined : errorText(code, { max: maxLength })}
    />
  );
}
