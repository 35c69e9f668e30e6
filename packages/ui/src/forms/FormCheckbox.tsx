import { useController } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { Checkbox } from '../components/Checkbox/Checkbox';
import type { CheckboxProps } from '../components/Checkbox/Checkbox';
import { TermsAgreement } from '../components/Checkbox/TermsAgreement';
import type { TermsAgreementProps } from '../components/Checkbox/TermsAgreement';
import { useErrorText } from '../i18n/useErrorText';
import type { FieldBinding } from './fieldBinding';
import { useFieldError } from './useFieldError';

export type FormCheckboxProps<V extends FieldValues, O> = FieldBinding<V, O, boolean> &
  Omit<CheckboxProps, 'name' | 'checked' | 'defaultChecked' | 'onChange' | 'error'>;

/** A `Checkbox` bound to a boolean form field. */
export function FormCheckbox<V extends FieldValues, O>({
  control,
  name,
  ...props
}: FormCheckboxProps<V, O>) {
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const code = useFieldError(name, fieldState.error);
  const errorText = useErrorText();
  return (
    <Checkbox
      {...props}
      ref={ref}
      name={fieldName}
      checked={fieldValue === true}
      onChange={(checked) => onChange(checked)}
      onBlur={onBlur}
      error={code === undefined ? undefined : errorText(code)}
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
  const {
    field: { ref, value: fieldValue, onChange },
    fieldState,
  } = useController({ control, name });
  const code = useFieldError(name, fieldState.error);
  return (
    <TermsAgreement
      {...props}
      ref={ref}
      checked={fieldValue === true}
      onChange={(checked) => onChange(checked)}
      error={code !== undefined}
    />
  );
}
