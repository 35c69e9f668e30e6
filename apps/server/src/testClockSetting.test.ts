import { describe, expect, it } from 'vitest';
import { clockStartingAt, readTestClockStart } from './testClockSetting';

describe('TEST_CLOCK_START', () => {
  it('is off unless set', () => {
    expect(readTestClockStart({})).toBeUndefined();
    expect(readTestClockStart({ TEST_CLOCK_START: ' ' })).toBeUndefined();
  });

  it('reads an instant with its offset', () => {
    expect(readTestClockStart({ TEST_CLOCK_START: '2026-11-21T10:00:00+08:00' })).toEqual(
      new Date('2026-11-21T02:00:00Z'),
    );
  });

  it('refuses an instant without an offset, and what is not one', () => {
    for (const value of ['2026-11-21T10:00:00', '2026-11-21', 'saturday', '2026-13-40T10:00Z'])
      expect(() => readTestClockStart({ TEST_CLOCK_START: value }), value).toThrow(
        /TEST_CLOCK_START must be an ISO 8601 instant/,
      );
  });

  it('stops a production start', () => {
    expect(() =>
      readTestClockStart({ TEST_CLOCK_START: '2026-11-21T10:00:00+08:00', NODE_ENV: 'production' }),
    ).toThrow(/refused with NODE_ENV=production/);
  });
});

describe('clockStartingAt', () => {
  it('starts at the instant and runs on with the real clock', () => {
    let real = 1_000_000;
    const clock = clockStartingAt(new Date('2026-11-21T02:00:00Z'), () => real);
    expect(clock().toISOString()).toBe('2026-11-21T02:00:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-11-21T02:01:30.000Z');
  });
});
