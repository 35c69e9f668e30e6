import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { ApiError } from '../../../platform/api/apiError';

/** What a screen shows for a failed call: a catalogue code and its placeholders. */
export interface ScreenError {
  code: ErrorCode;
  params: ErrorParams;
}

/**
 * The code a screen shows for a failure, or undefined when there is nothing to show (the caller
 * cancelled). Anything that is not an ApiError (a bug) reads as OPERATION_FAILED.
 */
export function screenErrorOf(error: unknown): ScreenError | undefined {
  if (error === null || error === undefined) return undefined;
  if (!(error instanceof ApiError)) return { code: 'OPERATION_FAILED', params: {} };
  if (error.kind === 'aborted') return undefined;
  return { code: error.code, params: error.params };
}
