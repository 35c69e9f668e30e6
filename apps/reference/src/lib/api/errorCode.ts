import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { ApiError } from './apiError';

/**
 * What a screen shows for a failed call: a catalogue code, its placeholders, and the reply's codes
 * per field (the form places each on its field, and a field code by the one map of the ui forms).
 */
export interface ScreenError {
  code: ErrorCode;
  params: ErrorParams;
  fields?: Readonly<Record<string, ErrorCode>>;
}

/**
 * The code a screen shows for a failure, or undefined when there is nothing to show (the caller
 * cancelled). Anything that is not an ApiError (a bug) reads as OPERATION_FAILED.
 */
export function screenErrorOf(error: unknown): ScreenError | undefined {
  if (error === null || error === undefined) return undefined;
  if (!(error instanceof ApiError)) return { code: 'OPERATION_FAILED', params: {} };
  if (error.kind === 'aborted') return undefined;
  return { code: error.code, params: error.params, fields: error.fields };
}
