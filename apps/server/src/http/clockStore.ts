import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** Keys held at most: past it, expired windows are swept, and a new key is refused if none was. */
export const CLOCK_STORE_MAX_KEYS = 50_000;

/**
 * A store of `@fastify/rate-limit` whose fixed windows follow the server's clock (ADR 014): every
 * rule of the server reads one clock, which tests move. One map serves every route: the rules of
 * one kind (the `groupId` the plugin appends to the key) count together across their routes. It
 * stays bounded under a flood of addresses: when full, expired windows are swept, and if none had
 * expired a new key counts as over its limit, rather than evicting a live window an attacker
 * could reset by flooding.
 */
export function clockStore(
  clock: () => Date,
  maxKeys = CLOCK_STORE_MAX_KEYS,
): FastifyRateLimitStoreCtor {
  const windows = new Map<string, { startedAt: number; count: number; windowMs: number }>();
  return class ClockStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = clock().getTime();
      const current = windows.get(key);
      if (current && at - current.startedAt < current.windowMs) {
        current.count += 1;
        callback(null, {
          current: current.count,
          ttl: current.startedAt + current.windowMs - at,
        });
        return;
      }
      if (windows.size >= maxKeys)
        for (const [k, w] of windows) if (at - w.startedAt >= w.windowMs) windows.delete(k);
      if (windows.size >= maxKeys) {
        callback(null, { current: Number.MAX_SAFE_INTEGER, ttl: timeWindow });
        return;
      }
      windows.set(key, { startedAt: at, count: 1, windowMs: timeWindow });
      callback(null, { current: 1, ttl: timeWindow });
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
