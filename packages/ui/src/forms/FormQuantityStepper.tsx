import type { FieldValues } from 'react-hook-form';
import type { ErrorParams } from '@carbonmarket/domain';
import { QuantityStepper } from '../components/QuantityStepper/QuantityStepper';
import type { QuantityStepperProps } from '../components/QuantityStepper/QuantityStepper';
import type { FieldBinding } from './fieldBinding';
import { useBoundField } from './useBoundField';

export type FormQuantityStepperProps<V extends FieldValues, O> = FieldBinding<V, O, string> &
  Omit<QuantityStepperProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
    /** The placeholders of the field's messages (`{ step: '1' }` for a whole-ton rule). */
    errorParams?: ErrorParams;
  };

/** A `QuantityStepper` bound to a form field holding the quantity as text. */
export function FormQuantityStepper<V extends FieldValues, O>({
  control,
  name,
  errorParams,
  ...props
}: FormQuantityStepperProps<V, O>) {
  const {
    ref,
    name: fieldName,
    onChange,
    onBlur,
    text,
    message,
  } = useBoundField({ control, name });
  return (
    <QuantityStepper
      {...props}
      ref={ref}
      name={fieldName}
      value={text}
      onChange={onChange}
      onBlur={onBlur}
      error={message(errorParams)}
    />
  );
}
