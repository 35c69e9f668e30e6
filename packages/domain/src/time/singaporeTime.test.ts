import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addBusinessDays,
  addDays,
  addMonths,
  differenceInCalendarDays,
  endOfMonth,
  format,
  formatISO,
  getDay,
  nextMonday,
  setHours,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { tz } from '@date-fns/tz';
import { BUSINESS_TIME_ZONE } from '../config/constants';
import { SingaporeTime } from './singaporeTime';
import { inSingapore } from './singaporeZone';

// The fixed-offset clock must reckon exactly as the IANA zone does for every instant the product
// can meet (Singapore has kept UTC+8 since 1982; the arithmetic below reaches back up to 40 months,
// so instants start in 1986); the zone library, which asks Intl, is the judge.
const byZone = { in: tz(BUSINESS_TIME_ZONE) } as const;
const instants = fc.date({
  min: new Date('1986-01-01T00:00:00+08:00'),
  max: new Date('2100-12-31T23:59:59+08:00'),
  noInvalidDate: true,
});

describe('SingaporeTime (the Singapore wall clock at a fixed UTC+8)', () => {
  it('reads the same fields as the Asia/Singapore zone, whatever the instant', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const pattern = 'yyyy-MM-dd HH:mm:ss.SSS i xxx';
        expect(format(instant, pattern, inSingapore)).toBe(format(instant, pattern, byZone));
        expect(getDay(instant, inSingapore)).toBe(getDay(instant, byZone));
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same instants as the zone for day, week and month arithmetic', () => {
    const same = (a: Date, b: Date) => expect(a.getTime()).toBe(b.getTime());
    fc.assert(
      fc.property(
        instants,
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 0, max: 23 }),
        (instant, n, hour) => {
          same(startOfDay(instant, inSingapore), startOfDay(instant, byZone));
          same(startOfMonth(instant, inSingapore), startOfMonth(instant, byZone));
          same(endOfMonth(instant, inSingapore), endOfMonth(instant, byZone));
          same(startOfWeek(instant, inSingapore), startOfWeek(instant, byZone));
          same(addDays(instant, n, inSingapore), addDays(instant, n, byZone));
          same(addMonths(instant, n % 40, inSingapore), addMonths(instant, n % 40, byZone));
          same(setHours(instant, hour, inSingapore), setHours(instant, hour, byZone));
          same(nextMonday(instant, inSingapore), nextMonday(instant, byZone));
          same(
            addBusinessDays(instant, Math.abs(n) % 30, inSingapore),
            addBusinessDays(instant, Math.abs(n) % 30, byZone),
          );
          const later = new Date(instant.getTime() + n * 3_600_000);
          expect(differenceInCalendarDays(later, instant, inSingapore)).toBe(
            differenceInCalendarDays(later, instant, byZone),
          );
          expect(
            formatISO(instant, { ...inSingapore, format: 'basic', representation: 'date' }),
          ).toBe(formatISO(instant, { ...byZone, format: 'basic', representation: 'date' }));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps the results of date-fns in Singapore time, so they chain', () => {
    const start = startOfMonth(new Date('2026-11-30T20:00:00Z'), inSingapore);
    expect(start).toBeInstanceOf(SingaporeTime);
    // 1 Dec 04:00 in Singapore: December's month starts at 1 Dec 00:00 +08:00.
    expect(start.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(addMonths(start, 1).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('accepts numbers and strings as date-fns does', () => {
    const at = '2026-11-21T00:30:00+08:00';
    expect(getDay(at, inSingapore)).toBe(6);
    expect(getDay(Date.parse(at), inSingapore)).toBe(6);
  });

  it('never asks Intl for a time zone', () => {
    const made = new Map<string, number>();
    const original = Intl.DateTimeFormat;
    const counting = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      made.set('formats', (made.get('formats') ?? 0) + 1);
      return new original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.DateTimeFormat = counting;
    try {
      const instant = new Date('2031-02-03T04:05:06Z');
      format(addMonths(startOfDay(instant, inSingapore), 3), 'PPpp', inSingapore);
    } finally {
      Intl.DateTimeFormat = original;
    }
    expect(made.get('formats') ?? 0).toBe(0);
  });
});
