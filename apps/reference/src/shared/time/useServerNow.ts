import { useSyncExternalStore } from 'react';
import { serverClockStore } from '../../lib/time/serverClock';
import { useNow } from './useNow';

/**
 * The server's current time (the device's, corrected by the last reply's), refreshed every second
 * until `until` has passed (a countdown's deadline), for countdowns that must not follow a wrong
 * device clock.
 */
export function useServerNow(until: Date | undefined): Date {
  const offsetMs = useSyncExternalStore(
    serverClockStore.subscribe,
    serverClockStore.get,
    serverClockStore.get,
  );
  return useNow(until, offsetMs);
}
