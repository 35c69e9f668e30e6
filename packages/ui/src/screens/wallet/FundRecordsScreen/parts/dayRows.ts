import { fundRecordDays } from '@carbonmarket/domain';
import type { FundRecord } from '@carbonmarket/domain';

/** A line of the list as the screen draws it: the record, and where it sits in its day. */
export interface DayRow {
  record: FundRecord;
  /** The day's start when the line is its day's first (its heading goes above it), else null. */
  dayStart: Date | null;
  /** The line closes its day (the day's card ends under it). */
  lastOfDay: boolean;
}

/**
 * The records as one list of lines, grouped by their Singapore day (`fundRecordDays`): the list
 * pages through lines, so that each new page asks for the next one, and each line knows whether
 * it opens or closes its day.
 */
export const dayRows = (records: readonly FundRecord[]): DayRow[] =>
  fundRecordDays(records).flatMap(({ start, records: lines }) =>
    lines.map((record, index) => ({
      record,
      dayStart: index === 0 ? start : null,
      lastOfDay: index === lines.length - 1,
    })),
  );
