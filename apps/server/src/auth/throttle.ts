/** How many attempts one client address may make in a window, per kind of attempt. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/** The kinds of attempt that are counted. */
export type ThrottleKind = 'login' | 'code' | 'account' | 'passwordMember' | 'passwordAddress';

/**
 * The limits of the sign-in endpoints per client address, and of the other password checks
 * (changing a password, withdrawing) per member and per client address alike.
 */
export const AUTH_THROTTLE: Record<ThrottleKind, ThrottleRule> = {
  /** Password attempts across all accounts: slows password spraying the per-account lock misses. */
  login: { limit: 20, windowMs: 60_000 },
  /** Verification codes requested: each one is an email a real server would send. */
  code: { limit: 10, windowMs: 10 * 60_000 },
  /** Registrations, password resets and guest sessions: each one writes rows. */
  account: { limit: 20, windowMs: 60_000 },
  /** Password checks of one signed-in member: each is an expensive hash a flood would queue. */
  passwordMember: { limit: 10, windowMs: 60_000 },
  /** Password checks from one address across members (an office behind one address fits). */
  passwordAddress: { limit: 60, windowMs: 60_000 },
};

/**
 * Fixed-window attempt counters per key (an attempt kind and a client address), held in memory:
 * the reference server is one process. Old windows are dropped as keys are touched, and the
 * whole map is swept when it grows large, so memory stays bounded under a flood of addresses.
 */
export function createThrottle(rule: ThrottleRule, maxKeys = 50_000) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    /** Counts an attempt; false when the key has used up its window. */
    allow(key: string, now: Date): boolean {
      const at = now.getTime();
      const current = windows.get(key);
      if (!current || at - current.startedAt >= rule.windowMs) {
        if (windows.size >= maxKeys)
          for (const [k, w] of windows) if (at - w.startedAt >= rule.windowMs) windows.delete(k);
        if (windows.size >= maxKeys) return false;
        windows.set(key, { startedAt: at, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= rule.limit;
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
