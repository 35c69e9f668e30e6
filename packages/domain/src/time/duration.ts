import {
  differenceInMilliseconds,
  millisecondsToSeconds,
  secondsToHours,
  secondsToMinutes,
} from 'date-fns';
import { secondsInDay, secondsInHour, secondsInMinute } from 'date-fns/constants';

/** A duration broken into whole days, hours, minutes and seconds. */
export interface Duration {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Splits milliseconds into days, hours, minutes and seconds, dropping the part below a second.
 * Negative, NaN and infinite inputs clamp to zero.
 */
export function splitDuration(ms: number): Duration {
  const total = Number.isFinite(ms) && ms > 0 ? millisecondsToSeconds(ms) : 0;
  return {
    days: Math.floor(total / secondsInDay),
    hours: secondsToHours(total % secondsInDay),
    minutes: secondsToMinutes(total % secondsInHour),
    seconds: total % secondsInMinute,
  };
}

/** Milliseconds from `now` until `deadline`; zero once the deadline has passed. */
export function remainingMs(deadline: Date, now: Date): number {
  return Math.max(0, differenceInMilliseconds(deadline, now));
}

/** True once nothing remains before the deadline. */
export const isExpired = (deadline: Date, now: Date): boolean => remainingMs(deadline, now) === 0;
