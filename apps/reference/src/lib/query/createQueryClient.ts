import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/apiError';

/** Data stays fresh this long before a screen that shows it again refetches it. */
export const STALE_TIME_MS = 30_000;

/**
 * Retry a query at most once, and only when the way there failed (offline, HTTP error): a refusal
 * from the catalogue, an expired session or a reply that breaks the contract will not change by
 * asking again, and a timeout has already asked the visitor.
 */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && error instanceof ApiError && error.kind === 'network';

/**
 * The server-state cache with defaults for a mobile money app: one retry on network errors only,
 * refetch on reconnect and when the app comes back to the foreground, never retry a mutation on
 * its own (the visitor decides; money-moving calls keep their idempotency key when they do).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: STALE_TIME_MS,
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
