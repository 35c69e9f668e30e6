export { SOCKET_CLOSE_CODES } from './socketClose';
export {
  SOCKET_OPEN_DELAY_MS,
  SOCKET_MAX_RECONNECTS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_HEARTBEAT_MS,
  SOCKET_PROTOCOL_VERSION,
  SOCKET_PING,
  initialSocketState,
  nextSocketAction,
  socketUrl,
} from './socketPolicy';
export type {
  SocketState,
  SocketEvent,
  SocketCommand,
  SocketPhase,
  SocketTimer,
} from './socketPolicy';
