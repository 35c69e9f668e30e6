/**
 * How long a session lasts (ADR 039): it ends after `idleMs` unused, and `lifetimeMs` after it was
 * opened however much it is used. The operator sets both (SESSION_IDLE_MINUTES,
 * SESSION_LIFETIME_HOURS); the defaults follow NIST SP 800-63B for an account that holds money.
 */
export interface SessionLifetime {
  idleMs: number;
  lifetimeMs: number;
}

export const DEFAULT_SESSION_LIFETIME: SessionLifetime = {
  idleMs: 60 * 60_000,
  lifetimeMs: 24 * 60 * 60_000,
};

/**
 * A session's last use is written at most this often: each write is a database write, and every
 * reply kept until the database changes would be dropped at each one. Idle time is counted from
 * the write, so a session may last up to this much longer than its idle limit.
 */
export const LAST_SEEN_STEP_MS = 60_000;

/** When a session was opened and last used, as the database holds them (ISO instants). */
export interface SessionTimes {
  created_at: string;
  last_seen_at: string | null;
}

/** True when the session has ended at `now`: unused too long, or past its lifetime. */
export function sessionEnded(times: SessionTimes, now: Date, lifetime: SessionLifetime): boolean {
  const opened = Date.parse(times.created_at);
  const lastSeen = Date.parse(times.last_seen_at ?? times.created_at);
  const at = now.getTime();
  return at - opened >= lifetime.lifetimeMs || at - lastSeen >= lifetime.idleMs;
}

/** True when the session's last use should be written again at `now`. */
export const lastSeenIsStale = (times: SessionTimes, now: Date): boolean =>
  now.getTime() - Date.parse(times.last_seen_at ?? times.created_at) >= LAST_SEEN_STEP_MS;
