import type { ErrorCode } from '../errors/catalogue';

/**
 * Codes any endpoint may answer besides those in its own `errors` list: OPERATION_FAILED for a
 * request the server cannot read (malformed JSON, an unsupported body type), ORIGIN_NOT_ALLOWED
 * for a browser page on an origin the server does not serve (neither its own nor on its
 * allow-list).
 */
export const GENERIC_ERRORS = [
  'OPERATION_FAILED',
  'ORIGIN_NOT_ALLOWED',
] as const satisfies readonly ErrorCode[];

/** What any path under `/h5/api` that is no endpoint answers. */
export const UNKNOWN_PATH_ERROR = 'NOT_FOUND' satisfies ErrorCode;
