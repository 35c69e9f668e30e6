export {
  API_BASE_PATH,
  REQUEST_TIMEOUT_MS,
  DEFAULT_WAIT,
  decoratePayload,
  requestHeaders,
  normalizeReply,
  classifyReply,
  classifyFailure,
  encodeForm,
  apiUrl,
} from './transport';
export type { PayloadContext, Reply, ReplyClass } from './transport';
export * from './pageCookies';
