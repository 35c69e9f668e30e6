import type { ErrorParamName } from './errorParams';

/**
 * The error catalogue (spec section 8): every refusal and failure the product can report, by
 * stable code, with the names of the values its message shows. Schemas, the server and the app
 * carry codes and those values, never sentences: the words, in English and Chinese, are the
 * design system's i18next resources (`errors.<CODE>` in `packages/ui/src/i18n/locales/`,
 * ADR 032), which fill the values in. A code has no HTTP status of its own: every refusal is an
 * HTTP 200 envelope with reply code 1, and the session-ending codes are listed below.
 */
export const ERROR_CATALOGUE = {
  // Transport
  NETWORK_ERROR: { params: [] },
  REQUEST_TIMEOUT: { params: [] },
  // Login
  LOGIN_CREDENTIALS_INCORRECT: { params: [] },
  PASSWORD_INCORRECT: { params: [] },
  ACCOUNT_NOT_FOUND_OR_DISABLED: { params: [] },
  LOGIN_PASSWORD_ATTEMPTS_LEFT: { params: ['times'] },
  /** A signed-in member's current login password was wrong (changing it): the tries left. */
  PASSWORD_ATTEMPTS_LEFT: { params: ['times'] },
  LOGIN_ATTEMPTS_EXCEEDED: { params: [] },
  SESSION_EXPIRED: { params: [] },
  // Registration
  EMAIL_EXISTS: { params: [] },
  EMAIL_NOT_REGISTERED: { params: [] },
  CODE_INVALID: { params: [] },
  BULK_REGISTRATION_PROHIBITED: { params: [] },
  INVITATION_CODE_INVALID: { params: [] },
  REGISTRATION_RESTRICTED: { params: [] },
  CODE_ATTEMPTS_EXCEEDED: { params: [] },
  IC_NUMBER_EXISTS: { params: [] },
  CODE_NOT_EXPIRED: { params: [] },
  // Withdrawal
  WITHDRAWAL_CLOSED_SATURDAY: { params: [] },
  WITHDRAWAL_CLOSED_SUNDAY: { params: [] },
  BANK_INFO_INCORRECT: { params: [] },
  WITHDRAWAL_FAILED: { params: [] },
  INSUFFICIENT_BALANCE: { params: [] },
  AMOUNT_BELOW_MINIMUM: { params: [] },
  AMOUNT_ABOVE_MAXIMUM: { params: [] },
  DAILY_WITHDRAWAL_LIMIT_REACHED: { params: [] },
  TRADING_PASSWORD_INCORRECT: { params: [] },
  TRADING_PASSWORD_ATTEMPTS_LEFT: { params: ['times'] },
  ACCOUNT_LOCKED: { params: [] },
  BALANCE_FROZEN: { params: [] },
  WITHDRAWAL_PASSWORD_NOT_SET: { params: [] },
  WITHDRAWAL_PASSWORD_ALREADY_SET: { params: [] },
  // Projects
  // The purchase caps, one code per cap so that the message names the cap reached: `{times}` is
  // the member's count, `{maxtimes}` the cap.
  PURCHASE_MONTHLY_LIMIT_REACHED: { params: ['times', 'maxtimes'] },
  PURCHASE_TOTAL_LIMIT_REACHED: { params: ['times', 'maxtimes'] },
  QUANTITY_BELOW_MINIMUM: { params: [] },
  QUANTITY_ABOVE_MAXIMUM: { params: [] },
  INSUFFICIENT_REMAINING_TONS: { params: [] },
  PROJECT_NOT_BEGUN: { params: [] },
  PROJECT_ENDED: { params: [] },
  PROJECT_FULL: { params: [] },
  PRESALE_QUANTITY_INVALID: { params: [] },
  FINAL_PAYMENT_EXPIRED: { params: [] },
  PAYMENT_FAILED: { params: [] },
  MEMBERSHIP_LEVEL_TOO_LOW: { params: [] },
  MEMBERSHIP_DOWNGRADE_NOT_ALLOWED: { params: [] },
  PRESALE_SELL_CONTACT_SERVICE: { params: [] },
  // Sell
  INSUFFICIENT_CARBON_BALANCE: { params: [] },
  SELL_QUANTITY_INVALID: { params: ['step'] },
  SELL_PROCEEDS_TOO_SMALL: { params: ['min'] },
  // Retire
  /** Credits are retired in whole tons, at least `{step}` t (one credit, one serial number). */
  RETIREMENT_QUANTITY_INVALID: { params: ['step'] },
  // Generic
  COPY_FAILED: { params: [] },
  UPLOAD_FAILED: { params: [] },
  OPERATION_FAILED: { params: [] },
  RISK_ACCOUNT_RESTRICTED: { params: [] },
  GUEST_RESTRICTED: { params: [] },
  TOO_MANY_REQUESTS: { params: [] },
  SERVER_BUSY: { params: [] },
  ORIGIN_NOT_ALLOWED: { params: [] },
  NOT_FOUND: { params: [] },
  STATUS_CHANGE_NOT_ALLOWED: { params: [] },
  FILE_TOO_LARGE: { params: [] },
  FILE_TYPE_INVALID: { params: [] },
  // Request integrity (what a client integration gets wrong, shown in plain words)
  IDEMPOTENCY_KEY_REQUIRED: { params: [] },
  IDEMPOTENCY_KEY_REUSED: { params: [] },
  REQUEST_IN_PROGRESS: { params: [] },
  ADMIN_ACCESS_DENIED: { params: [] },
  // The operator's console
  /** Wrong e-mail, password or authenticator code: which one is never said. */
  OPERATOR_SIGN_IN_INCORRECT: { params: [] },
  /** The authenticator code was right but already used for a sign-in: wait for the next one. */
  OPERATOR_CODE_ALREADY_USED: { params: [] },
  /** Too many wrong sign-ins (or an admin's decision): an admin must unlock the operator. */
  OPERATOR_LOCKED: { params: [] },
  /** The operator's session ended (expired, idle too long, signed out, or the operator disabled). */
  OPERATOR_SESSION_ENDED: { params: [] },
  /** The action is an admin's: an operator's role does not reach it. */
  OPERATOR_ROLE_REQUIRED: { params: [] },
  /** The enrolment link is unknown, used or expired: an admin sends a new one. */
  ENROLMENT_LINK_INVALID: { params: [] },
  /** A withdrawal at or above the approval threshold needs a second operator's approval first. */
  WITHDRAWAL_APPROVAL_REQUIRED: { params: [] },
  /** Four eyes: the operator who approved a payout cannot also pay it, nor approve it again. */
  SECOND_OPERATOR_REQUIRED: { params: [] },
  // Form validation
  REQUIRED: { params: [] },
  EMAIL_INVALID: { params: [] },
  CODE_FORMAT_INVALID: { params: [] },
  INVITATION_CODE_FORMAT_INVALID: { params: [] },
  LOGIN_PASSWORD_WEAK: { params: [] },
  /** An operator's password: at least 12 characters with a digit, an uppercase and a lowercase letter. */
  OPERATOR_PASSWORD_WEAK: { params: [] },
  /** An authenticator code is six digits; a recovery code two groups of five letters or digits. */
  OPERATOR_CODE_FORMAT_INVALID: { params: [] },
  /** An action that changes a member's money or access needs a reason for the audit trail. */
  REASON_REQUIRED: { params: [] },
  WITHDRAWAL_PASSWORD_WEAK: { params: [] },
  PASSWORD_TOO_LONG: { params: [] },
  PASSWORDS_DO_NOT_MATCH: { params: [] },
  WITHDRAWAL_PASSWORD_SAME_AS_LOGIN: { params: [] },
  IC_NUMBER_INVALID: { params: [] },
  UEN_INVALID: { params: [] },
  PHONE_INVALID: { params: [] },
  TEXT_TOO_LONG: { params: ['max'] },
  TERMS_NOT_AGREED: { params: [] },
  HOLDER_NAME_MISMATCH: { params: [] },
  AMOUNT_INVALID: { params: [] },
  QUANTITY_INVALID: { params: [] },
  /** Tons that may have decimals (a presale's final tons): above 0, at most three decimals. */
  TONS_INVALID: { params: [] },
  NAME_INVALID: { params: [] },
  TEXT_CHARACTERS_INVALID: { params: [] },
  ANSWER_INVALID: { params: [] },
  URL_INVALID: { params: [] },
  /** A project's vintage: a year from 1990 to 2100. */
  YEAR_INVALID: { params: [] },
  /** A date typed by hand that is no day of the calendar. */
  DATE_INVALID: { params: [] },
  /** A presale's booking fee: above 0 and at most 100 percent. */
  PERCENT_INVALID: { params: [] },
  /** A project's ID on its registry: letters, digits, dots, dashes or underscores. */
  REGISTRY_ID_INVALID: { params: [] },
  /** A selling window that ends before (or when) it starts. */
  SELLING_WINDOW_INVALID: { params: [] },
} as const satisfies Record<string, { params: readonly ErrorParamName[] }>;

/** A stable error code of the catalogue. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The values the message of `code` shows, each required: `{ times: 2 }` for `LOGIN_PASSWORD_ATTEMPTS_LEFT`. */
export type ErrorParamsOf<C extends ErrorCode> = Record<
  (typeof ERROR_CATALOGUE)[C]['params'][number],
  number | string
>;

/** Every code, for exhaustive checks. */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/**
 * Codes after which an operator's session is over: the console clears it and opens its sign-in,
 * saying why (ended elsewhere or timed out, the account locked, a token that is not an operator's).
 */
export const OPERATOR_SESSION_ENDING_CODES: readonly ErrorCode[] = [
  'OPERATOR_SESSION_ENDED',
  'ADMIN_ACCESS_DENIED',
  'OPERATOR_LOCKED',
];

/** Codes after which the session is over: the app clears it and opens login. */
export const SESSION_ENDING_CODES: readonly ErrorCode[] = [
  'SESSION_EXPIRED',
  'LOGIN_ATTEMPTS_EXCEEDED',
  'ACCOUNT_LOCKED',
  'BALANCE_FROZEN',
];
