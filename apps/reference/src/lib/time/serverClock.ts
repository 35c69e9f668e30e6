import { createExternalStore } from '../store/externalStore';

/**
 * The server clock minus the device clock, in ms, from a reply's envelope `time` (ISO 8601) read
 * at `deviceNow`; 0 when the envelope carries no usable time (the device clock is used).
 */
export function serverClockOffset(serverTime: string, deviceNow: number): number {
  if (serverTime === '') return 0;
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - deviceNow : 0;
}

/**
 * The app's reading of the server clock: the offset of the last reply that carried the time, so
 * that countdowns (a sale's start, an order's deadline) run on the server's time whatever the
 * device's clock says. 0 until a reply has been read.
 */
export const serverClockStore = createExternalStore<number>(0);

/**
 * How far a reply's reading must move the offset to count. Each reading carries the reply's own
 * latency (tens of ms) and the countdowns show whole seconds, so a smaller move would only redraw
 * every clock on every reply.
 */
export const CLOCK_MOVE_MS = 1000;

/** Takes the server's time from a reply's envelope, read at `deviceNow`. */
export function observeServerTime(serverTime: string, deviceNow: number): void {
  if (serverTime === '') return;
  const offset = serverClockOffset(serverTime, deviceNow);
  if (Math.abs(offset - serverClockStore.get()) < CLOCK_MOVE_MS) return;
  serverClockStore.set(offset);
}
