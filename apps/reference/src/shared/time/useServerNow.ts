import { serverClockStore } from '../../lib/time/serverClock';
import { useNow } from './useNow';
import { useStoreInTransition } from '../../lib/store/useStoreInTransition';

/**
 * The server's current time (the device's, corrected by the last reply's), refreshed every second
 * until `until` has passed (a countdown's deadline), for countdowns that must not follow a wrong
 * device clock.
 */
export function useServerNow(until: Date | undefined): Date {
  // In a transition: the first reply may correct the clock while the page is still hydrating.
  const offsetMs = useStoreInTransition(serverClockStore);
  return useNow(until, offsetMs);
}
