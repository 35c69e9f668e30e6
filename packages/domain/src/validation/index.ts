export {
  textSchema,
  multilineTextSchema,
  emailSchema,
  verificationCodeSchema,
  invitationCodeSchema,
  optionalInvitationCodeSchema,
  invitationCodeFieldSchema,
  loginPasswordSchema,
  withdrawalPasswordSchema,
  enteredPasswordSchema,
  icNumberSchema,
  uenSchema,
  phoneSchema,
  nameSchema,
  agreedSchema,
} from './fields';
export {
  loginFormSchema,
  registerFormSchema,
  registerFormSchemaFor,
  forgotPasswordFormSchema,
  changeLoginPasswordFormSchema,
  withdrawalPasswordFormSchema,
} from './authForms';
export type {
  LoginForm,
  RegisterForm,
  RegistrationSettings,
  ForgotPasswordForm,
  ChangeLoginPasswordForm,
  WithdrawalPasswordForm,
} from './authForms';
export {
  amountSchema,
  wholeTonsSchema,
  withdrawFormSchema,
  topUpFormSchema,
  purchaseFormSchema,
  bookingFormSchema,
  sellFormSchema,
  bankAccountFormSchema,
  bankAccountFields,
  bankAccountRequestSchema,
} from './moneyForms';
export type {
  TonsBounds,
  WithdrawForm,
  TopUpForm,
  PurchaseForm,
  BookingForm,
  SellForm,
  BankAccountForm,
} from './moneyForms';
export { retireFormSchema, retirementReasonSchema, beneficiarySchema } from './retireForm';
export type { RetireForm } from './retireForm';
export { issueCodes, issueParams } from './issueCodes';
export type { ParseIssues } from './issueCodes';
export { hasOnlyTextCharacters, isRefusedCharacter } from './textCharacters';
export type { TextLines } from './textCharacters';
export { changeWithdrawalPasswordFormSchema, profileUpdateFormSchema } from './accountForms';
export type { ChangeWithdrawalPasswordForm, ProfileUpdateForm } from './accountForms';
export { Secret, secretPasswordSchema } from './secret';
export { footprintAnswersSchema } from './footprintAnswers';
export type { FootprintForm } from './footprintAnswers';
export { faqFormSchemaFor } from './faqForm';
export type { FaqForm } from './faqForm';
export {
  operatorSignInFormSchema,
  operatorEnrolmentFormSchema,
  authenticatorCodeSchema,
} from './consoleForms';
export type { OperatorSignInForm, OperatorEnrolmentForm } from './consoleForms';
