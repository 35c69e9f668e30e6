export { moneyWire, tonsWire, instantWire, percentWire, levelWire, idWire } from './wire';
export { replySchema, REPLY_CODE } from './envelope';
export { defineEndpoint } from './endpoint';
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
