import type { TFunction } from 'i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';

/** Turns a catalogue code into its message in the reader's language. */
export type ErrorText = (code: ErrorCode, params?: ErrorParams) => string;

/** A value the message names but the caller did not give is left out rather than shown raw. */
const leaveOut = () => '';

/**
 * The message of a catalogue code from an i18next translate function: the resource
 * `errors.<CODE>` with its values (`{{times}}`, `{{maxtimes}}`, `{{max}}`, `{{step}}`, `{{min}}`)
 * filled in by i18next.
 */
export const errorTextOf =
  (t: TFunction): ErrorText =>
  (code, params = {}) =>
    t(`errors.${code}`, { ...params, missingInterpolationHandler: leaveOut });
