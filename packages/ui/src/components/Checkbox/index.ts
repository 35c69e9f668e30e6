export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { TermsAgreement } from './TermsAgreement';
export type { TermsAgreementProps } from './TermsAgreement';
