import { useController } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { SegmentedControl } from '../components/SegmentedControl/SegmentedControl';
import type { SegmentedControlProps } from '../components/SegmentedControl/SegmentedControl';
import type { FieldBinding } from './fieldBinding';

export type FormSegmentedControlProps<V extends FieldValues, O, T extends string> = FieldBinding<
  V,
  O,
  T
> &
  Omit<SegmentedControlProps<T>, 'value' | 'defaultValue' | 'onChange'>;

/** A `SegmentedControl` bound to a form field holding one of its options' values. */
export function FormSegmentedControl<V extends FieldValues, O, T extends string>({
  control,
  name,
  options,
  ...props
}: FormSegmentedControlProps<V, O, T>) {
  const {
    field: { value: fieldValue, onChange },
  } = useController({ control, name });
  const value: unknown = fieldValue;
  return (
    <SegmentedControl<T>
      {...props}
      options={options}
      value={options.find((option) => option.value === value)?.value}
      onChange={(picked) => onChange(picked)}
    />
  );
}
