import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setDrawingTime } from './drawingTime';
import { useNow } from './useNow';

/** Draws the time a clock shows, in ms. */
function Clock({ until }: { until?: Date }) {
  return createElement('time', null, String(useNow(until).getTime()));
}

const drawn = (until?: Date) => renderToString(createElement(Clock, until ? { until } : {}));

describe('clocks on a page drawn before the app ran', () => {
  afterEach(() => setDrawingTime(null));

  it('show the drawing time, so that hydration draws the same moment as the server', () => {
    const at = Date.parse('2026-11-26T04:00:07.000Z');
    setDrawingTime(at);
    expect(drawn()).toBe(`<time>${at}</time>`);
    expect(drawn(new Date(at + 60_000))).toBe(`<time>${at}</time>`);
  });

  it('show the real time when no page is being drawn', () => {
    const before = Date.now();
    const shown = Number(/<time>(\d+)<\/time>/.exec(drawn())?.[1]);
    expect(shown).toBeGreaterThanOrEqual(before);
    setDrawingTime(Number.NaN);
    expect(Number(/<time>(\d+)<\/time>/.exec(drawn())?.[1])).toBeGreaterThanOrEqual(before);
  });
});
