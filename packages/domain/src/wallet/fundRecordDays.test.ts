import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fundRecordDays } from './fundRecordDays';

/** A line of the ledger as the days need it: an id and when it happened. */
const line = (id: number, createdAt: string) => ({ id, createdAt: new Date(createdAt) });

const idsOf = (days: ReturnType<typeof fundRecordDays<{ id: number; createdAt: Date }>>) =>
  days.map((day) => [day.day, day.records.map((record) => record.id)]);

describe('fundRecordDays', () => {
  it('puts the lines of one Singapore day together, newest day first, in the server order', () => {
    const days = fundRecordDays([
      line(9, '2026-11-20T02:00:00Z'), // 20 Nov, 10:00 in Singapore
      line(8, '2026-11-19T23:30:00Z'), // 20 Nov, 07:30
      line(7, '2026-11-19T09:00:00Z'), // 19 Nov, 17:00
      line(6, '2026-11-17T01:00:00Z'), // 17 Nov, 09:00
      line(5, '2026-11-17T00:59:00Z'), // 17 Nov, 08:59
    ]);
    expect(idsOf(days)).toEqual([
      ['2026-11-20', [9, 8]],
      ['2026-11-19', [7]],
      ['2026-11-17', [6, 5]],
    ]);
  });

  it('turns the day at midnight in Singapore (16:00 UTC), not at the device midnight', () => {
    const days = fundRecordDays([
      line(2, '2026-11-19T16:00:00Z'), // 20 Nov, 00:00 in Singapore
      line(1, '2026-11-19T15:59:59.999Z'), // 19 Nov, 23:59:59.999
    ]);
    expect(idsOf(days)).toEqual([
      ['2026-11-20', [2]],
      ['2026-11-19', [1]],
    ]);
    expect(days.map((day) => day.start.toISOString())).toEqual([
      '2026-11-19T16:00:00.000Z',
      '2026-11-18T16:00:00.000Z',
    ]);
  });

  it('gives each day the instant it began, a plain date', () => {
    const [day] = fundRecordDays([line(1, '2026-12-31T18:45:00Z')]); // 1 Jan 2027, 02:45
    expect(day?.day).toBe('2027-01-01');
    expect(day?.start.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(day?.start.constructor).toBe(Date);
  });

  it('keeps the lines it is given, the same objects, and no more', () => {
    const records = [line(3, '2026-11-20T02:00:00Z'), line(2, '2026-11-20T01:00:00Z')];
    const [day] = fundRecordDays(records);
    expect(day?.records[0]).toBe(records[0]);
    expect(day?.records[1]).toBe(records[1]);
    expect(fundRecordDays([])).toEqual([]);
  });

  it('makes one day of lines of the same day that do not follow each other, where it first comes', () => {
    const days = fundRecordDays([
      line(4, '2026-11-20T02:00:00Z'),
      line(3, '2026-11-19T02:00:00Z'),
      line(2, '2026-11-20T01:00:00Z'),
    ]);
    expect(idsOf(days)).toEqual([
      ['2026-11-20', [4, 2]],
      ['2026-11-19', [3]],
    ]);
  });

  it('leaves a newest-first list in its order, each day once, every line within its day', () => {
    const instants = fc.array(
      fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(instants, (dates) => {
        const records = [...dates]
          .sort((a, b) => b.getTime() - a.getTime())
          .map((createdAt, id) => ({ id, createdAt }));
        const days = fundRecordDays(records);
        expect(days.flatMap((day) => day.records)).toEqual(records);
        expect(new Set(days.map((day) => day.day)).size).toBe(days.length);
        for (const day of days) {
          const end = day.start.getTime() + 24 * 3_600_000;
          for (const record of day.records) {
            expect(record.createdAt.getTime()).toBeGreaterThanOrEqual(day.start.getTime());
            expect(record.createdAt.getTime()).toBeLessThan(end);
          }
        }
      }),
    );
  });
});
