import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isExpired, remainingMs, splitDuration } from './duration';

describe('splitDuration', () => {
  it('splits into days, hours, minutes and seconds', () => {
    expect(splitDuration(((2 * 24 + 3) * 60 + 4) * 60_000 + 5_999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(splitDuration(59_999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });

  it('clamps negative and non-finite input to zero', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(splitDuration(-1)).toEqual(zero);
    expect(splitDuration(Number.NaN)).toEqual(zero);
    expect(splitDuration(Number.POSITIVE_INFINITY)).toEqual(zero);
  });

  it('recombines to the whole seconds of the input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400_000 }), (ms) => {
        const d = splitDuration(ms);
        expect(d.hours).toBeLessThan(24);
        expect(d.minutes).toBeLessThan(60);
        expect(d.seconds).toBeLessThan(60);
        expect(((d.days * 24 + d.hours) * 60 + d.minutes) * 60 + d.seconds).toBe(
          Math.floor(ms / 1000),
        );
      }),
    );
  });
});

describe('remainingMs', () => {
  const deadline = new Date('2026-11-21T00:00:00Z');
  it('counts down to the deadline and stops at zero', () => {
    expect(remainingMs(deadline, new Date('2026-11-20T23:59:59Z'))).toBe(1000);
    expect(remainingMs(deadline, new Date('2026-11-21T00:00:01Z'))).toBe(0);
    expect(isExpired(deadline, deadline)).toBe(true);
    expect(isExpired(deadline, new Date('2026-11-20T00:00:00Z'))).toBe(false);
  });
});
