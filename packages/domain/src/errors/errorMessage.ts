import { ERROR_CATALOGUE, ERROR_CODES, SESSION_ENDING_CODES } from './catalogue';
import type { ErrorCode } from './catalogue';
import type { Locale } from '../money/money';

/** The placeholders a catalogue message may carry. */
export const ERROR_PARAM_NAMES = ['times', 'maxtimes', 'max', 'step', 'min'] as const;

/** Values for the placeholders of a message (`{times}`, `{maxtimes}`, `{max}`, `{step}`, `{min}`). */
export type ErrorParams = Partial<Record<(typeof ERROR_PARAM_NAMES)[number], number | string>>;

/** True when `value` is a code of the catalogue. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as string[]).includes(value);

/**
 * The message for a code in the given language, with `{name}` placeholders filled from params.
 * A placeholder without a value is left out rather than shown raw.
 */
export function errorMessage(
  code: ErrorCode,
  locale: Locale = 'en',
  params: ErrorParams = {},
): string {
  const template: string = ERROR_CATALOGUE[code][locale];
  return template
    .replace(/\{(\w+)\}/g, (_match, name: string) => {
      const value = params[name as keyof ErrorParams];
      return value === undefined ? '' : String(value);
    })
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** True for codes that end the session (the app clears it and opens login). */
export const endsSession = (code: ErrorCode): boolean => SESSION_ENDING_CODES.includes(code);
