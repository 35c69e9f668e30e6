/** Constants of the product spec (section 9). Limits an operator tunes live in `defaults.ts`. */
export const TOAST_DURATION_MS = 1500;
export const TEXT_MAX_LENGTH = 140;
export const VERIFICATION_CODE_LENGTH = 6;
/** Seconds before a new verification code may be requested. */
export const CODE_RESEND_SECONDS = 60;
/** Minutes a verification code stays valid. */
export const CODE_VALID_MINUTES = 10;
export const LOCALES = ['en', 'cn'] as const;
export const DEFAULT_LOCALE = 'en';
/**
 * The languages content is translated into besides the default one (English is what content is
 * written in first; a text without its translation reads in English).
 */
export const TRANSLATED_LOCALES = ['cn'] as const satisfies readonly Exclude<
  (typeof LOCALES)[number],
  typeof DEFAULT_LOCALE
>[];
/**
 * The product's name in each language: what the app calls itself (the design system's
 * `common.appName`) and what the server writes as the issuer of a certificate.
 */
export const APP_NAMES = { en: 'Carbon Market', cn: '碳交易市场' } as const satisfies Record<
  (typeof LOCALES)[number],
  string
>;
export const CURRENCY = 'SGD';
/** Time zone of every business rule that depends on the calendar (weekends, working days). */
export const BUSINESS_TIME_ZONE = 'Asia/Singapore';
/** Singapore keeps UTC+8 all year (no daylight saving). */
export const BUSINESS_UTC_OFFSET_MINUTES = 8 * 60;
export const LOGIN_PASSWORD_MIN_LENGTH = 8;
/** An operator's password guards everybody's money: longer than a member's. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
/** Longest reason an operator gives for an action (kept in the audit trail). */
export const REASON_MAX_LENGTH = 500;
export const WITHDRAWAL_PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_DIGITS = 8;
/** Longest first or last name. */
export const NAME_MAX_LENGTH = 60;
/** A Singapore IC number: a letter, 7 digits, a letter. */
export const IC_NUMBER_LENGTH = 9;
/** Longest Singapore business registration number (UEN). */
export const UEN_MAX_LENGTH = 10;
/** An invitation code has 6 to 8 capital letters or digits. */
export const INVITATION_CODE_MIN_LENGTH = 6;
export const INVITATION_CODE_MAX_LENGTH = 8;
/** Wrong passwords in a row before the account locks (login and withdrawal password alike). */
export const MAX_PASSWORD_ATTEMPTS = 5;
/** Wrong tries of one verification code before it stops working (a new code must be asked for). */
export const MAX_CODE_ATTEMPTS = 5;
