import { ERROR_CODES, OPERATOR_SESSION_ENDING_CODES, SESSION_ENDING_CODES } from './catalogue';
import type { ErrorCode } from './catalogue';

/** True when `value` is a code of the catalogue. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as string[]).includes(value);

/** True for codes that end the session (the app clears it and opens login). */
export const endsSession = (code: ErrorCode): boolean => SESSION_ENDING_CODES.includes(code);

/** True for codes that end an operator's session (the console clears it and opens its sign-in). */
export const endsOperatorSession = (code: ErrorCode): boolean =>
  OPERATOR_SESSION_ENDING_CODES.includes(code);
