/**
 * The server clock minus the device clock, in ms, from a reply's envelope `time` (ISO 8601) read
 * at `deviceNow`; 0 when the envelope carries no usable time (the device clock is used).
 */
export function serverClockOffset(serverTime: string, deviceNow: number): number {
  if (serverTime === '') return 0;
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - deviceNow : 0;
}
