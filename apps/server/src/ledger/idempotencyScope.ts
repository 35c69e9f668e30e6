import { AsyncLocalStorage } from 'node:async_hooks';

/** The idempotency key a money-moving request is running under. */
export interface ClaimedKey {
  memberId: number;
  key: string;
}

/**
 * Carries the claimed key from `mountEndpoint` to the unit of work, through whatever the handler
 * awaits, so the write that does the request's work can mark the claim in its own transaction.
 */
export const idempotencyScope = new AsyncLocalStorage<ClaimedKey>();
