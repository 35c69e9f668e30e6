import type { FieldValues } from 'react-hook-form';
import { Checkbox } from '../components/Checkbox/Checkbox';
import type { CheckboxProps } from '../components/Checkbox/Checkbox';
import { TermsAgreement } from '../components/Checkbox/TermsAgreement';
import type { TermsAgreementProps } from '../components/Checkbox/TermsAgreement';
import type { FieldBinding } from './fieldBinding';
import { useBoundField } from './useBoundField';

export type FormCheckboxProps<V extends FieldValues, O> = FieldBinding<V, O, boolean> &
  Omit<CheckboxProps, 'name' | 'checked' | 'defaultChecked' | 'onChange' | 'error'>;

/** A `Checkbox` bound to a boolean form field. */
export function FormCheckbox<V extends FieldValues, O>({
  control,
  name,
  ...props
}: FormCheckboxProps<V, O>) {
  const {
    ref,
    name: fieldName,
    onChange,
    onBlur,
    checked,
    message,
  } = useBoundField({ control, name });
  return (
    <Checkbox
      {...props}
      ref={ref}
      name={fieldName}
      checked={checked}
      onChange={(ticked) => onChange(ticked)}
      onBlur={onBlur}
      error={message()}
    />
  );
}

export type FormTermsAgreementProps<V extends FieldValues, O> = FieldBinding<V, O, boolean> &
  Omit<TermsAgreementProps, 'name' | 'checked' | 'defaultChecked' | 'onChange' | 'error'>;

/** The terms agreement bound to a boolean form field; any code on it reads "Please agree...". */
export function FormTermsAgreement<V extends FieldValues, O>({
  control,
  name,
  ...props
}: FormTermsAgreementProps<V, O>) {
  const { ref, onChange, checked, code } = useBoundField({ control, name });
  return (
    <TermsAgreement
      {...props}
      ref={ref}
      checked={checked}
      onChange={(ticked) => onChange(ticked)}
      error={code !== undefined}
    />
  );
}
