import { formatISO } from 'date-fns';
import { inSingapore } from '../time/singaporeZone';
import { startOfSingaporeDay } from '../time/singapore';

/** The fund records of one Singapore calendar day, in the order the server listed them. */
export interface FundRecordDay<T> {
  /** The day as `yyyy-MM-dd` on the Singapore calendar: a key for the day. */
  day: string;
  /** The instant the day begins (midnight in Singapore): formats as the day in any language. */
  start: Date;
  /** The day's lines, in the order they came (newest first from the server). */
  records: readonly T[];
}

/** The Singapore calendar day of an instant, as `yyyy-MM-dd`. */
const singaporeDate = (instant: Date): string =>
  formatISO(instant, { ...inSingapore, representation: 'date' });

/**
 * Groups fund records (any lines with a `createdAt`) by the Singapore calendar day they happened
 * on, whatever the device's time zone. The days come in the order the server's list reaches them,
 * and each day keeps its lines in the server's order: newest first in, newest first out. Should a
 * day's lines not follow each other, they still make one day, where the day first appears.
 */
export function fundRecordDays<T extends { readonly createdAt: Date }>(
  records: readonly T[],
): FundRecordDay<T>[] {
  const days = new Map<string, { start: Date; records: T[] }>();
  for (const record of records) {
    const day = singaporeDate(record.createdAt);
    const found = days.get(day);
    if (found === undefined)
      days.set(day, { start: startOfSingaporeDay(record.createdAt), records: [record] });
    else found.records.push(record);
  }
  return [...days].map(([day, { start, records: lines }]) => ({ day, start, records: lines }));
}
