import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DrawingTimeContext, drawingTimeOf } from './drawingTime';
import { useNow } from './useNow';

/** Draws the time a clock shows, in ms. */
function Clock({ until }: { until?: Date }) {
  return createElement('time', null, String(useNow(until).getTime()));
}

const drawn = (until?: Date, drawnAt: number | null = null) =>
  renderToString(
    createElement(
      DrawingTimeContext.Provider,
      { value: drawnAt },
      createElement(Clock, until ? { until } : {}),
    ),
  );

describe('clocks on a page drawn before the app ran', () => {
  it('show the drawing time, so that hydration draws the same moment as the server', () => {
    const at = Date.parse('2026-11-26T04:00:07.000Z');
    expect(drawn(undefined, at)).toBe(`<time>${at}</time>`);
    expect(drawn(new Date(at + 60_000), at)).toBe(`<time>${at}</time>`);
  });

  it('show the real time when no page is being drawn', () => {
    const before = Date.now();
    const shown = Number(/<time>(\d+)<\/time>/.exec(drawn())?.[1]);
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(drawingTimeOf('abc')).toBeNull();
    expect(drawingTimeOf(undefined)).toBeNull();
    expect(drawingTimeOf('1764129607000')).toBe(1764129607000);
  });
});
