/**
 * Close codes the server's socket uses besides the standard ones. A client should not reconnect
 * after `sessionEnded` (the token is no longer valid: log in again) or `badRequest`.
 */
export const SOCKET_CLOSE_CODES = {
  /** No `mem_id`, no, unknown or revoked token, or a token of another member than `mem_id`. */
  sessionEnded: 4401,
  /** The URL carries another protocol version than `v=4`. */
  badRequest: 4400,
  /** The member opened more sockets than allowed; this, the oldest, made room. */
  replaced: 4409,
  /** A message larger than SOCKET_MAX_MESSAGE_BYTES (the standard "message too big"). */
  tooLarge: 1009,
} as const;
