import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once `client` has no query fetching (at once if none is), or after `timeoutMs` with
 * false: what a render waits for before drawing the data its page started to fetch.
 */
export function whenSettled(client: QueryClient, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) {
      resolve(true);
      return;
    }
    const done = (settled: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(settled);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done(true);
    });
  });
}
