import { useEffect, useState } from 'react';

/**
 * The current time shifted by `offsetMs` (the server clock minus the device clock), refreshed
 * every second until `until` (the end of a resend countdown, on the same clock) has passed.
 */
export function useNow(until: Date | undefined, offsetMs = 0): Date {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    if (until === undefined) return undefined;
    const tick = () => {
      const next = Date.now() + offsetMs;
      setNow(next);
      return next < until.getTime();
    };
    if (!tick()) return undefined;
    const timer = window.setInterval(() => {
      if (!tick()) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until, offsetMs]);
  return new Date(now);
}
