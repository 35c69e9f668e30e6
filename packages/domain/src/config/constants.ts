/** Constants of the product spec (section 9). Limits an operator tunes live in base config. */
export const TOAST_DURATION_MS = 1500;
export const TAB_BAR_HEIGHT_PX = 60;
export const REACH_BOTTOM_DISTANCE_PX = 80;
export const TEXT_MAX_LENGTH = 140;
export const VERIFICATION_CODE_LENGTH = 6;
/** Seconds before a new verification code may be requested. */
export const CODE_RESEND_SECONDS = 60;
export const LOCALES = ['en', 'cn'] as const;
export const DEFAULT_LOCALE = 'en';
export const CURRENCY = 'SGD';
