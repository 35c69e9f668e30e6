import {
  addBusinessDays,
  addDays,
  getDay,
  isSaturday,
  isSunday,
  isWeekend,
  nextMonday,
  startOfDay,
  startOfYear,
} from 'date-fns';
import { inSingapore, toInstant } from './singaporeZone';

/** The day of the week in Singapore at `instant`: 0 Sunday ... 6 Saturday. */
export const singaporeWeekday = (instant: Date): number => getDay(instant, inSingapore);

/** 'saturday' or 'sunday' when `now` falls on a weekend in Singapore, otherwise null. */
export function singaporeWeekend(now: Date): 'saturday' | 'sunday' | null {
  if (isSaturday(now, inSingapore)) return 'saturday';
  return isSunday(now, inSingapore) ? 'sunday' : null;
}

/** True on Saturday and Sunday, Singapore time. */
export const isWeekendInSingapore = (now: Date): boolean => isWeekend(now, inSingapore);

/** The instant of midnight at the start of the Singapore calendar day containing `instant`. */
export const startOfSingaporeDay = (instant: Date): Date =>
  toInstant(startOfDay(instant, inSingapore));

/** The instant of midnight on 1 January of the Singapore calendar year containing `instant`. */
export const startOfSingaporeYear = (instant: Date): Date =>
  toInstant(startOfYear(instant, inSingapore));

/** `date` plus `days` calendar days on the Singapore calendar, keeping the time of day. */
export const addSingaporeDays = (date: Date, days: number): Date =>
  toInstant(addDays(date, days, inSingapore));

/**
 * Adds `n` working days (Monday to Friday, Singapore time) to `date`, keeping the time of day.
 * Starting on a weekend counts from the next Monday. Public holidays are not modelled.
 */
export function addWorkingDays(date: Date, n: number): Date {
  if (!Number.isInteger(n) || n < 0)
    throw new RangeError(`Working days must be a whole number >= 0, got ${n}`);
  const start = isWeekendInSingapore(date) ? nextMonday(date, inSingapore) : date;
  return toInstant(addBusinessDays(start, n, inSingapore));
}
