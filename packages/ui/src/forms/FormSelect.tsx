import type { FieldValues } from 'react-hook-form';
import { Select } from '../components/Select/Select';
import type { SelectProps } from '../components/Select/Select';
import type { FieldBinding } from './fieldBinding';
import { useBoundField } from './useBoundField';

export type FormSelectProps<V extends FieldValues, O> = FieldBinding<V, O, string> &
  Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'>;

/** A `Select` bound to a form field (`''` while nothing is picked). */
export function FormSelect<V extends FieldValues, O>({
  control,
  name,
  ...props
}: FormSelectProps<V, O>) {
  const {
    ref,
    name: fieldName,
    onChange,
    onBlur,
    text,
    message,
  } = useBoundField({ control, name });
  return (
    <Select
      {...props}
      ref={ref}
      name={fieldName}
      value={text}
      onChange={(picked) => onChange(picked)}
      onBlur={onBlur}
      error={message()}
    />
  );
}
