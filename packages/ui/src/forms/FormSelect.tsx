import { useController } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { Select } from '../components/Select/Select';
import type { SelectProps } from '../components/Select/Select';
import { useErrorText } from '../i18n/useErrorText';
import type { FieldBinding } from './fieldBinding';
import { useFieldError } from './useFieldError';

export type FormSelectProps<V extends FieldValues, O> = FieldBinding<V, O, string> &
  Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'>;

/** A `Select` bound to a form field (`''` while nothing is picked). */
export function FormSelect<V extends FieldValues, O>({
  control,
  name,
  ...props
}: FormSelectProps<V, O>) {
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const code = useFieldError(name, fieldState.error);
  const errorText = useErrorText();
  const value: unknown = fieldValue;
  return (
    <Select
      {...props}
      ref={ref}
      name={fieldName}
      value={typeof value === 'string' ? value : ''}
      onChange={(picked) => onChange(picked)}
      onBlur={onBlur}
      error={code === undefined ? undefined : errorText(code)}
    />
  );
}
