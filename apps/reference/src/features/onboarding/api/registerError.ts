import type { ErrorCode } from '@carbonmarket/domain';
import { ApiError } from '../../../platform/api/apiError';
import { screenErrorOf } from './errorCode';
import type { ScreenError } from './errorCode';

/** The codes the register screen places on one of its fields, and which field. */
const FIELD_CODES: Partial<Record<ErrorCode, string>> = {
  EMAIL_EXISTS: 'email',
  CODE_INVALID: 'code',
  CODE_ATTEMPTS_EXCEEDED: 'code',
  CODE_NOT_EXPIRED: 'code',
  INVITATION_CODE_INVALID: 'invitationCode',
};

/**
 * The one code the register screen shows for a refusal. The reply's `data.fields` names the
 * field of each code; the screen takes a single code and places it on its field itself, so a
 * field code that belongs to one of the screen's fields comes first (it shows on that field),
 * then the reply's own code (the banner).
 */
export function registerErrorOf(error: unknown): ScreenError | undefined {
  const shown = screenErrorOf(error);
  if (shown === undefined || !(error instanceof ApiError)) return shown;
  const onField = Object.entries(error.fields).find(([field, code]) => FIELD_CODES[code] === field);
  return onField === undefined ? shown : { code: onField[1], params: error.params };
}
