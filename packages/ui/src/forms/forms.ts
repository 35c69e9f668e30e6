// Public surface of the form layer: every export is named here and re-exported by src/index.ts.
export { Form } from './Form';
export type { FormProps } from './Form';
export { useDomainForm } from './useDomainForm';
export { FormTextField } from './FormTextField';
export type { FormTextFieldProps } from './FormTextField';
export { FormPasswordField } from './FormPasswordField';
export type { FormPasswordFieldProps } from './FormPasswordField';
export { FormCodeField } from './FormCodeField';
export type { FormCodeFieldProps } from './FormCodeField';
export { FormSelect } from './FormSelect';
export type { FormSelectProps } from './FormSelect';
export { FormCheckbox, FormTermsAgreement } from './FormCheckbox';
export type { FormCheckboxProps, FormTermsAgreementProps } from './FormCheckbox';
export { FormSegmentedControl } from './FormSegmentedControl';
export type { FormSegmentedControlProps } from './FormSegmentedControl';
export { FIELD_OF_SERVER_CODE, placeServerErrors } from './serverErrors';
export type { FieldErrors, PlacedServerErrors } from './serverErrors';
export type { FieldBinding } from './fieldBinding';
