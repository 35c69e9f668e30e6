export { moneyWire, tonsWire, instantWire, percentWire, levelWire, idWire } from './wire';
export { replySchema, REPLY_CODE } from './envelope';
export { defineEndpoint, ADMIN_KEY_HEADER, IDEMPOTENCY_KEY_HEADER } from './endpoint';
export type { Endpoint, EndpointAccess, HttpMethod, RequestOf, ResponseOf } from './endpoint';
export { getBaseConfig, baseConfigWire, limitsWire, membershipPlanWire } from './endpoints/config';
export {
  sendCode,
  register,
  login,
  guestLogin,
  logout,
  forgotPassword,
  sessionWire,
  CODE_PURPOSES,
} from './endpoints/auth';
export { ENDPOINTS } from './registry';
export {
  pageQuery,
  pageWire,
  pageOf,
  pageLimits,
  idParam,
  MAX_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
} from './paging';
export { balancesWire } from './balancesWire';
export {
  socketPushWire,
  SOCKET_MAX_MESSAGE_BYTES,
  SOCKET_MAX_CONNECTIONS_PER_MEMBER,
  SOCKET_PATH,
  TOP_UP_STATUSES,
} from './socketMessages';
export type { SocketPush, SocketPushInput, TopUpStatus } from './socketMessages';
