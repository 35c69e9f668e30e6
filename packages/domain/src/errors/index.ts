export { ERROR_CATALOGUE, ERROR_CODES, SESSION_ENDING_CODES } from './catalogue';
export type { ErrorCode, ErrorParamsOf } from './catalogue';
export { endsSession, isErrorCode } from './errorCode';
export { ERROR_PARAM_NAMES } from './errorParams';
export type { ErrorParamName, ErrorParams } from './errorParams';
