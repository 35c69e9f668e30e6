import type { QueryClient } from '@tanstack/react-query';

/**
 * When the newest data in the cache arrived, or null when none has: what the offline notice
 * gives as the time the screen was last brought up to date.
 */
export function newestDataAt(queryClient: QueryClient): Date | null {
  let newest = 0;
  for (const query of queryClient.getQueryCache().getAll())
    if (query.state.data !== undefined) newest = Math.max(newest, query.state.dataUpdatedAt);
  return newest > 0 ? new Date(newest) : null;
}
