import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 20, 2, 0, seconds));

describe('throttle', () => {
  it('allows the limit per window and per key, then refuses until the window passes', () => {
    const throttle = createThrottle({ limit: 3, windowMs: 60_000 });
    expect([1, 2, 3, 4].map(() => throttle.allow('1.2.3.4', at(0)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(throttle.allow('5.6.7.8', at(1))).toBe(true);
    expect(throttle.allow('1.2.3.4', at(59))).toBe(false);
    expect(throttle.allow('1.2.3.4', at(60))).toBe(true);
  });

  it('stays bounded under a flood of addresses, sweeping expired windows first', () => {
    const throttle = createThrottle({ limit: 1, windowMs: 1000 }, 2);
    expect(throttle.allow('a', at(0))).toBe(true);
    expect(throttle.allow('b', at(0))).toBe(true);
    expect(throttle.allow('c', at(0))).toBe(false);
    expect(throttle.allow('c', at(2))).toBe(true);
  });
});
