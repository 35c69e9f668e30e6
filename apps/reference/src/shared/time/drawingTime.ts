import { createContext } from 'react';

/**
 * The time a page drawn before the app ran shows (ADR 027): the server draws a countdown at the
 * moment it renders, and the browser's hydration must draw that same moment, not its own (a
 * second later the text would differ and React would throw the page away). Given to the tree by
 * the app: by the server's render of each page, and from `#root`'s `data-drawn-at` when the
 * browser hydrates it. Clocks read it as the server snapshot of a `useSyncExternalStore`
 * (`useNow`): only while rendering on the server or hydrating, never in a client render; and they
 * tick on from the real time at once. Null: nothing was drawn earlier.
 */
export const DrawingTimeContext = createContext<number | null>(null);

/** A drawing time as `#root` carries it, or null when it is missing or not a number. */
export const drawingTimeOf = (value: string | undefined): number | null => {
  const ms = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(ms) ? ms : null;
};
