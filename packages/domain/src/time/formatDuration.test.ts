import { describe, expect, it } from 'vitest';
import { formatCountdown } from './formatDuration';
import { splitDuration } from './duration';

describe('formatCountdown', () => {
  it('formats per locale with two-digit units', () => {
    const d = splitDuration(((2 * 24 + 3) * 60 + 4) * 60_000 + 5_000);
    expect(formatCountdown(d, 'en')).toBe('2d 03h 04m 05s');
    expect(formatCountdown(d, 'cn')).toBe('2天 03时 04分 05秒');
  });

  it('leaves out zero days', () => {
    expect(formatCountdown(splitDuration(61_000))).toBe('00h 01m 01s');
    expect(formatCountdown(splitDuration(0), 'cn')).toBe('00时 00分 00秒');
  });
});
