import { describe, expect, it } from 'vitest';
import { observeServerTime, serverClockOffset, serverClockStore } from './serverClock';

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

describe("the app's server clock", () => {
  it('follows the last reply that carried a time, and keeps it when one carries none', () => {
    const device = Date.parse('2026-11-20T02:00:00.000Z');
    observeServerTime('2026-11-20T02:00:05.000Z', device);
    expect(serverClockStore.get()).toBe(5000);
    observeServerTime('', device);
    expect(serverClockStore.get()).toBe(5000);
    observeServerTime('2026-11-20T01:59:59.000Z', device);
    expect(serverClockStore.get()).toBe(-1000);
    serverClockStore.set(0);
  });

  it('keeps its reading when a reply moves it by less than a second (the reply latency)', () => {
    const device = Date.parse('2026-11-20T02:00:00.000Z');
    observeServerTime('2026-11-20T02:00:05.000Z', device);
    observeServerTime('2026-11-20T02:00:05.900Z', device);
    expect(serverClockStore.get()).toBe(5000);
    observeServerTime('2026-11-20T02:00:04.100Z', device);
    expect(serverClockStore.get()).toBe(5000);
    observeServerTime('2026-11-20T02:00:06.000Z', device);
    expect(serverClockStore.get()).toBe(6000);
    serverClockStore.set(0);
  });

  it('ignores a device clock less than a second off the server', () => {
    const device = Date.parse('2026-11-20T02:00:00.000Z');
    observeServerTime('2026-11-20T02:00:00.300Z', device);
    expect(serverClockStore.get()).toBe(0);
  });
});
