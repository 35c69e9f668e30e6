import type { z } from 'zod';
import { isErrorCode } from '../errors/errorMessage';
import type { ErrorCode } from '../errors/catalogue';

/**
 * The first catalogue code per field of a failed parse: `{ email: 'EMAIL_INVALID' }`. Forms show
 * these through the catalogue; a message that is not a code (zod's own, for a wrong type) is
 * reported as OPERATION_FAILED rather than shown raw.
 */
export function issueCodes(error: z.ZodError): Record<string, ErrorCode> {
  const codes: Record<string, ErrorCode> = {};
  for (const item of error.issues) {
    const key = item.path.map(String).join('.') || '_form';
    if (!(key in codes)) codes[key] = isErrorCode(item.message) ? item.message : 'OPERATION_FAILED';
  }
  return codes;
}
