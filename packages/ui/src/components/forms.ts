// Public surface of the forms components: every export is named here and re-exported by src/index.ts.
export { TextField } from './TextField';
export type { TextFieldProps, TextFieldType } from './TextField';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { PasswordChecklist } from './PasswordChecklist';
export type { PasswordChecklistProps } from './PasswordChecklist';
export { CodeField } from './CodeField';
export type { CodeFieldProps, CodeSendStatus } from './CodeField';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { Checkbox, TermsAgreement } from './Checkbox';
export type { CheckboxProps, TermsAgreementProps } from './Checkbox';
export { QuantityStepper } from './QuantityStepper';
export type { QuantityStepperProps } from './QuantityStepper';
export { SegmentedControl } from './SegmentedControl';
export type { SegmentedControlOption, SegmentedControlProps } from './SegmentedControl';
export { FormLayout } from './FormLayout';
export type { FormLayoutHeadingLevel, FormLayoutProps } from './FormLayout';
