import { BUSINESS_UTC_OFFSET_MINUTES } from '../config/constants';

const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;

/** The instant `time` as a Date whose UTC fields read the Singapore wall clock. */
const wallClock = (time: number) => new Date(time + OFFSET_MS);

/**
 * An instant whose calendar fields (year to millisecond, weekday, offset) read Singapore's wall
 * clock, whatever the device's time zone: what date-fns reckons days, weeks and months with when
 * given `inSingapore`. Its time value is the instant itself, so it compares and serialises like any
 * Date. Singapore has kept UTC+8 since 1982, so the offset is a constant: a zone library asks
 * `Intl.DateTimeFormat`, whose first use costs a page about 100 ms on a mid-range phone (ADR 038).
 */
export class SingaporeTime extends Date {
  /** date-fns builds the dates it returns through this, so results stay in Singapore time. */
  [Symbol.for('constructDateFrom')](value: Date | number | string): SingaporeTime {
    return new SingaporeTime(value instanceof Date ? value.getTime() : new Date(value).getTime());
  }

  override getTimezoneOffset(): number {
    return -BUSINESS_UTC_OFFSET_MINUTES;
  }
  override getFullYear(): number {
    return wallClock(this.getTime()).getUTCFullYear();
  }
  override getMonth(): number {
    return wallClock(this.getTime()).getUTCMonth();
  }
  override getDate(): number {
    return wallClock(this.getTime()).getUTCDate();
  }
  override getDay(): number {
    return wallClock(this.getTime()).getUTCDay();
  }
  override getHours(): number {
    return wallClock(this.getTime()).getUTCHours();
  }
  override getMinutes(): number {
    return wallClock(this.getTime()).getUTCMinutes();
  }
  override getSeconds(): number {
    return wallClock(this.getTime()).getUTCSeconds();
  }
  override getMilliseconds(): number {
    return wallClock(this.getTime()).getUTCMilliseconds();
  }

  /** Sets wall-clock fields: `set` changes a copy's UTC fields, read back as the instant. */
  private onWallClock(set: (clock: Date) => number): number {
    const clock = wallClock(this.getTime());
    set(clock);
    return this.setTime(clock.getTime() - OFFSET_MS);
  }
  override setFullYear(year: number, month?: number, date?: number): number {
    return this.onWallClock((clock) =>
      clock.setUTCFullYear(year, month ?? clock.getUTCMonth(), date ?? clock.getUTCDate()),
    );
  }
  override setMonth(month: number, date?: number): number {
    return this.onWallClock((clock) => clock.setUTCMonth(month, date ?? clock.getUTCDate()));
  }
  override setDate(date: number): number {
    return this.onWallClock((clock) => clock.setUTCDate(date));
  }
  override setHours(hours: number, minutes?: number, seconds?: number, ms?: number): number {
    return this.onWallClock((clock) =>
      clock.setUTCHours(
        hours,
        minutes ?? clock.getUTCMinutes(),
        seconds ?? clock.getUTCSeconds(),
        ms ?? clock.getUTCMilliseconds(),
      ),
    );
  }
  override setMinutes(minutes: number, seconds?: number, ms?: number): number {
    return this.onWallClock((clock) =>
      clock.setUTCMinutes(
        minutes,
        seconds ?? clock.getUTCSeconds(),
        ms ?? clock.getUTCMilliseconds(),
      ),
    );
  }
  override setSeconds(seconds: number, ms?: number): number {
    return this.onWallClock((clock) =>
      clock.setUTCSeconds(seconds, ms ?? clock.getUTCMilliseconds()),
    );
  }
  override setMilliseconds(ms: number): number {
    return this.onWallClock((clock) => clock.setUTCMilliseconds(ms));
  }
}
