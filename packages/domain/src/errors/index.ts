export {
  ERROR_CATALOGUE,
  ERROR_CODES,
  OPERATOR_SESSION_ENDING_CODES,
  SESSION_ENDING_CODES,
} from './catalogue';
export type { ErrorCode, ErrorParamsOf } from './catalogue';
export { endsOperatorSession, endsSession, isErrorCode } from './errorCode';
export { ERROR_PARAM_NAMES } from './errorParams';
export type { ErrorParamName, ErrorParams } from './errorParams';
