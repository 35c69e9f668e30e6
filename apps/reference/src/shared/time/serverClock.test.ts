import { describe, expect, it } from 'vitest';
import { serverClockOffset } from './serverClock';

describe('server clock offset', () => {
  it('is the server time minus the device time', () => {
    const device = Date.parse('2026-11-20T02:00:00.000Z');
    expect(serverClockOffset('2026-11-20T02:00:05.000Z', device)).toBe(5000);
    expect(serverClockOffset('2026-11-20T01:59:58.000Z', device)).toBe(-2000);
  });

  it('is 0 without a usable time (the device clock is used)', () => {
    expect(serverClockOffset('', 1000)).toBe(0);
    expect(serverClockOffset('not a time', 1000)).toBe(0);
  });
});
