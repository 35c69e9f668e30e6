import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addWorkingDays,
  isWeekendInSingapore,
  singaporeWeekday,
  singaporeWeekend,
  startOfSingaporeDay,
  startOfSingaporeYear,
} from './singapore';

// 2026-11-21 is a Saturday. Singapore is UTC+8.
describe('Singapore weekends', () => {
  it('Friday 23:59 is a weekday; Saturday 00:00 is a weekend (Singapore time)', () => {
    expect(isWeekendInSingapore(new Date('2026-11-20T23:59:00+08:00'))).toBe(false);
    expect(singaporeWeekend(new Date('2026-11-21T00:00:00+08:00'))).toBe('saturday');
  });

  it('Saturday 23:59 is a weekend, Sunday all day, Monday 00:00 is not', () => {
    expect(singaporeWeekend(new Date('2026-11-21T23:59:00+08:00'))).toBe('saturday');
    expect(singaporeWeekend(new Date('2026-11-22T12:00:00+08:00'))).toBe('sunday');
    expect(singaporeWeekend(new Date('2026-11-22T23:59:59+08:00'))).toBe('sunday');
    expect(singaporeWeekend(new Date('2026-11-23T00:00:00+08:00'))).toBeNull();
  });

  it('uses Singapore time, not UTC: Friday 17:00 UTC is already Saturday in Singapore', () => {
    expect(singaporeWeekday(new Date('2026-11-20T17:00:00Z'))).toBe(6);
    expect(singaporeWeekday(new Date('2026-11-22T15:59:59Z'))).toBe(0);
    expect(singaporeWeekday(new Date('2026-11-22T16:00:00Z'))).toBe(1);
  });

  it('finds the start of the Singapore day', () => {
    expect(startOfSingaporeDay(new Date('2026-11-20T17:30:00Z')).toISOString()).toBe(
      '2026-11-20T16:00:00.000Z',
    );
    expect(startOfSingaporeDay(new Date('2026-11-20T15:59:59Z')).toISOString()).toBe(
      '2026-11-19T16:00:00.000Z',
    );
  });

  it('finds the start of the Singapore year: New Year in Singapore is 16:00 UTC the day before', () => {
    expect(startOfSingaporeYear(new Date('2026-11-20T02:00:00Z')).toISOString()).toBe(
      '2025-12-31T16:00:00.000Z',
    );
    // 31 December 17:00 UTC is already 1 January in Singapore.
    expect(startOfSingaporeYear(new Date('2026-12-31T17:00:00Z')).toISOString()).toBe(
      '2026-12-31T16:00:00.000Z',
    );
    expect(startOfSingaporeYear(new Date('2026-12-31T15:59:59Z')).toISOString()).toBe(
      '2025-12-31T16:00:00.000Z',
    );
  });
});

describe('addWorkingDays', () => {
  it('skips weekends', () => {
    const friday = new Date('2026-11-20T10:00:00+08:00');
    expect(addWorkingDays(friday, 1).toISOString()).toBe(
      new Date('2026-11-23T10:00:00+08:00').toISOString(),
    );
    expect(addWorkingDays(friday, 3).toISOString()).toBe(
      new Date('2026-11-25T10:00:00+08:00').toISOString(),
    );
    expect(addWorkingDays(friday, 0).toISOString()).toBe(friday.toISOString());
  });

  it('counts from Monday when starting on a weekend', () => {
    const saturday = new Date('2026-11-21T09:00:00+08:00');
    expect(addWorkingDays(saturday, 0).toISOString()).toBe(
      new Date('2026-11-23T09:00:00+08:00').toISOString(),
    );
    expect(addWorkingDays(saturday, 1).toISOString()).toBe(
      new Date('2026-11-24T09:00:00+08:00').toISOString(),
    );
  });

  it('refuses negative or fractional days', () => {
    expect(() => addWorkingDays(new Date(0), -1)).toThrow(RangeError);
    expect(() => addWorkingDays(new Date(0), 1.5)).toThrow(RangeError);
  });

  it('always lands on a weekday, at least n days and at most n + 2 weekends later', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 30 }),
        (date, n) => {
          const result = addWorkingDays(date, n);
          expect(isWeekendInSingapore(result)).toBe(false);
          const days = (result.getTime() - date.getTime()) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(n);
          expect(days).toBeLessThanOrEqual(n + 2 * (Math.ceil(n / 5) + 1));
        },
      ),
    );
  });
});
