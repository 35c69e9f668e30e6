/** A duration broken into whole days, hours, minutes and seconds. */
export interface Duration {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Splits milliseconds into days, hours, minutes and seconds, dropping the part below a second.
 * Negative, NaN and infinite inputs clamp to zero.
 */
export function splitDuration(ms: number): Duration {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / SECOND) * SECOND : 0;
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
}

/** Milliseconds from `now` until `deadline`; zero once the deadline has passed. */
export function remainingMs(deadline: Date, now: Date): number {
  return Math.max(0, deadline.getTime() - now.getTime());
}

/** True once nothing remains before the deadline. */
export const isExpired = (deadline: Date, now: Date): boolean => remainingMs(deadline, now) === 0;
