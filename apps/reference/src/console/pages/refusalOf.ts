import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { ApiError } from '../../lib/api/apiError';

/** What a screen shows of a failed call: the catalogue code, its values, and the fields'. */
export interface Refusal {
  error: ErrorCode;
  errorParams: ErrorParams;
  fieldErrors: Readonly<Record<string, ErrorCode>>;
}

/** A failure as the screens take it (anything but an ApiError reads as a lost connection). */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError)
    return { error: error.code, errorParams: error.params, fieldErrors: error.fields };
  return { error: 'NETWORK_ERROR', errorParams: {}, fieldErrors: {} };
}
