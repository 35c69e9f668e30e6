import { isErrorCode } from '../errors/errorCode';
import { ERROR_PARAM_NAMES } from '../errors/errorParams';
import type { ErrorParams } from '../errors/errorParams';
import type { ErrorCode } from '../errors/catalogue';

/**
 * What the functions below read of a failed parse: its issues' places, messages and
 * placeholders. A `z.ZodError` is one; so is the list a server rebuilds from its framework's
 * validation error.
 */
export interface ParseIssues {
  readonly issues: readonly {
    readonly path: readonly PropertyKey[];
    readonly message: string;
    readonly params?: unknown;
  }[];
}

/**
 * The first catalogue code per field of a failed parse: `{ email: 'EMAIL_INVALID' }`. Forms show
 * these through the catalogue; a message that is not a code (zod's own, for a wrong type) is
 * reported as OPERATION_FAILED rather than shown raw.
 */
export function issueCodes(error: ParseIssues): Record<string, ErrorCode> {
  const codes: Record<string, ErrorCode> = {};
  for (const item of error.issues) {
    const key = item.path.map(String).join('.') || '_form';
    if (!(key in codes)) codes[key] = isErrorCode(item.message) ? item.message : 'OPERATION_FAILED';
  }
  return codes;
}

/**
 * The placeholders of the first issue of a failed parse (the one `issueCodes` lists first), such
 * as `{ step: '0.001' }`: the values a schema attached for its message. Only the catalogue's
 * placeholder names with text or number values are kept; none gives `{}`.
 */
export function issueParams(error: ParseIssues): ErrorParams {
  const first = error.issues[0];
  const raw: unknown = first && 'params' in first ? first.params : undefined;
  const params: ErrorParams = {};
  if (typeof raw !== 'object' || raw === null) return params;
  for (const name of ERROR_PARAM_NAMES) {
    const value: unknown = (raw as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return params;
}
