/**
 * The time a page drawn before the app ran shows (ADR 027): the server draws a countdown at the
 * moment it renders, and the browser's hydration must draw that same moment, not its own (a
 * second later the text would differ and React would throw the page away). Set around the
 * server's render, and from `#root`'s `data-drawn-at` before hydrating. Clocks read it as the
 * server snapshot of a `useSyncExternalStore` (`useNow`): only while rendering on the server or
 * hydrating, never in a client render; and they tick on from the real time at once.
 */
let drawingTime: number | null = null;

/** The time pages are being drawn at, if they are being drawn for a page drawn earlier. */
export const currentDrawingTime = (): number | null => drawingTime;

/** Sets (or, with null, ends) the drawing time. */
export function setDrawingTime(ms: number | null): void {
  drawingTime = ms !== null && Number.isFinite(ms) ? ms : null;
}
