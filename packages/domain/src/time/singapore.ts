import { BUSINESS_UTC_OFFSET_MINUTES } from '../config/constants';

const DAY_MS = 86_400_000;
const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;

/** The day of the week in Singapore at `instant`: 0 Sunday ... 6 Saturday. */
export function singaporeWeekday(instant: Date): number {
  return new Date(instant.getTime() + OFFSET_MS).getUTCDay();
}

/** 'saturday' or 'sunday' when `now` falls on a weekend in Singapore, otherwise null. */
export function singaporeWeekend(now: Date): 'saturday' | 'sunday' | null {
  const day = singaporeWeekday(now);
  return day === 6 ? 'saturday' : day === 0 ? 'sunday' : null;
}

/** True on Saturday and Sunday, Singapore time (UTC+8, no daylight saving). */
export const isWeekendInSingapore = (now: Date): boolean => singaporeWeekend(now) !== null;

/** The instant of midnight at the start of the Singapore calendar day containing `instant`. */
export function startOfSingaporeDay(instant: Date): Date {
  const local = instant.getTime() + OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS);
}

/**
 * Adds `n` working days (Monday to Friday, Singapore time) to `date`, keeping the time of day.
 * Starting on a weekend counts from the next Monday. Public holidays are not modelled.
 */
export function addWorkingDays(date: Date, n: number): Date {
  if (!Number.isInteger(n) || n < 0)
    throw new RangeError(`Working days must be a whole number >= 0, got ${n}`);
  let result = new Date(date.getTime());
  while (isWeekendInSingapore(result)) result = new Date(result.getTime() + DAY_MS);
  let left = n;
  while (left > 0) {
    result = new Date(result.getTime() + DAY_MS);
    if (!isWeekendInSingapore(result)) left -= 1;
  }
  return result;
}
