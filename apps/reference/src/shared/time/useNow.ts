import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { DrawingTimeContext } from './drawingTime';

const unchanging = () => () => undefined;
const noDrawingTime = () => null;

/**
 * The current time shifted by `offsetMs` (the server clock minus the device clock), refreshed
 * every second until `until` (the end of a resend countdown, on the same clock) has passed. While
 * a page drawn earlier is hydrated, the first value is the time it was drawn at (`DrawingTimeContext`).
 */
export function useNow(until: Date | undefined, offsetMs = 0): Date {
  // The drawing time while React hydrates (or renders on the server), null in a client render.
  const drawingTime = useContext(DrawingTimeContext);
  const serverSnapshot = useCallback(() => drawingTime, [drawingTime]);
  const drawnAt = useSyncExternalStore(unchanging, noDrawingTime, serverSnapshot);
  const [now, setNow] = useState(() => drawnAt ?? Date.now() + offsetMs);
  useEffect(() => {
    // Without a deadline the clock stays; one that started at the drawing time reads the real
    // time once first.
    if (until === undefined && drawnAt === null) return undefined;
    const tick = () => {
      const next = Date.now() + offsetMs;
      setNow(next);
      return until !== undefined && next < until.getTime();
    };
    if (!tick()) return undefined;
    const timer = window.setInterval(() => {
      if (!tick()) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until, offsetMs, drawnAt]);
  return new Date(now);
}
