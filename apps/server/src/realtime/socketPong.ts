/** The text answered to a client's heartbeat, on the members' socket and the console's. */
export const SOCKET_PONG = 'pong';
