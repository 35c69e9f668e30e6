export { SINGAPORE_BANKS, isSingaporeBank } from './singaporeBanks';
export type { SingaporeBank } from './singaporeBanks';
export { registeredNames, holderNameMatches } from './holderName';
export { ACCOUNT_DIGITS_SHOWN, groupedMobile, maskedAccountNumber } from './bankCard';
export type { BankCard } from './bankCard';
export type { RegisteredIdentity } from './holderName';
export { passwordAttempt } from './passwordAttempts';
export { PASSWORD_MIN_LENGTH, PASSWORD_RULES, passwordChecks } from './passwordRules';
export type { PasswordCheck, PasswordKind, PasswordRule } from './passwordRules';
export type { PasswordAttempt } from './passwordAttempts';
export {
  PERIOD_MONTHS,
  addSingaporeMonths,
  effectiveLevel,
  membershipTerm,
} from './membershipTerm';
export type { MembershipTerm, MembershipTermInput } from './membershipTerm';
export {
  AVATAR_MAX_BYTES,
  PROJECT_PICTURE_MAX_BYTES,
  IMAGE_EXTENSIONS,
  avatarFileRefusal,
  imageFileRefusal,
  isImageType,
} from './imageType';
export type { ImageType } from './imageType';
