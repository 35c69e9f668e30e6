import type { DateArg } from 'date-fns';
import { SingaporeTime } from './singaporeTime';

/**
 * The date-fns context that reckons calendar days, weeks and months in Singapore time, whatever
 * the time zone of the device or server: pass it as the options of a date-fns function.
 */
export const inSingapore = {
  in: (value: DateArg<Date>): SingaporeTime =>
    new SingaporeTime(value instanceof Date ? value.getTime() : new Date(value).getTime()),
} as const;

/**
 * The instant of a date computed in Singapore time as a plain `Date`, so that it serialises as a
 * UTC ISO string like every other instant (a zoned date writes its own offset instead).
 */
export const toInstant = (date: Date): Date => new Date(date.getTime());
