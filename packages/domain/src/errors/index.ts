export { ERROR_CATALOGUE, ERROR_CODES, SESSION_ENDING_CODES } from './catalogue';
export type { ErrorCode } from './catalogue';
export { ERROR_PARAM_NAMES, errorMessage, endsSession, isErrorCode } from './errorMessage';
export type { ErrorParams } from './errorMessage';
