/**
 * The spaces of the server's exclusive locks (`data.locks`): the first half of each PostgreSQL
 * advisory lock key, so that an id in one space never blocks the same id in another.
 */
export const LOCK_SPACE = {
  /** One account's password checks and what they decide (sign-in, resets, changes, withdrawals). */
  account: 1,
  /** The demo operator's scheduled work: one instance runs it. */
  scheduler: 2,
  /** Schema migrations and the demo seed: one instance applies them. */
  migrations: 3,
  /** Verification codes of one address: counted and sent one request at a time. */
  codeRequests: 4,
  /** One operator's sign-ins: decided one at a time, so wrong tries and codes are counted once. */
  operator: 5,
} as const;
