import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';

/** The event a story's play function sends to let its data arrive. */
const ARRIVE = 'story:data-arrives';

export interface ArrivingDataProps {
  /** What the screen shows while its data loads. */
  loading: ReactNode;
  /** What it shows once the data has arrived. */
  ready: ReactNode;
}

/**
 * A story harness: shows `loading` until the play function lets the data arrive
 * (`expectLayoutHoldsOnArrival`), then `ready`, in the same React tree, as an app does when a
 * query resolves.
 */
export function ArrivingData({ loading, ready }: ArrivingDataProps) {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    const arrive = () => setArrived(true);
    document.addEventListener(ARRIVE, arrive);
    return () => document.removeEventListener(ARRIVE, arrive);
  }, []);
  return arrived ? ready : loading;
}

/** The top edge of an element on the page (not the viewport), in CSS pixels. */
const topOf = (element: Element) =>
  element.getBoundingClientRect().top + (element.ownerDocument.defaultView?.scrollY ?? 0);

/** Each named element's top edge. */
const topsOf = (elements: Record<string, Element>) =>
  Object.fromEntries(Object.entries(elements).map(([name, element]) => [name, topOf(element)]));

/**
 * The headings of the page's content, in order: one per card or part of a page whose parts load
 * together, each at the top of what it names. A part drawn at another place while loading (a gap
 * lost between two cards) moves the headings after it.
 */
export const headingsOfPage = (root: HTMLElement): Record<string, Element> =>
  Object.fromEntries(
    [...root.querySelectorAll('main :is(h2, h3, h4)')].map((heading, index) => [
      `heading ${index + 1}`,
      heading,
    ]),
  );

export interface LayoutHoldsOptions {
  /** The story's root, where the `ArrivingData` harness listens. */
  canvasElement: HTMLElement;
  /** The elements that must not move, by a name the failure shows (each section of the page). */
  watch: () => Record<string, Element>;
  /** Waits until the arrived data is on the screen. */
  ready: () => Promise<unknown>;
}

/** A layout shift the browser reported: its score and what moved (tag and classes). */
interface ReportedShift {
  value: number;
  moved: string[];
}

/** Layout Instability entries (not in TypeScript's DOM types yet). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  sources: readonly { node: Node | null }[];
}

const describeNode = (node: Node | null) =>
  node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node);

/** Starts recording the layout shifts Chromium reports; `stop` returns them. */
function recordLayoutShifts(): { stop: () => ReportedShift[] } {
  const shifts: ReportedShift[] = [];
  const keep = (entries: PerformanceEntryList) => {
    for (const entry of entries as LayoutShiftEntry[])
      shifts.push({
        value: entry.value,
        moved: entry.sources.map(({ node }) => describeNode(node)),
      });
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'layout-shift' });
  return {
    stop: () => {
      keep(observer.takeRecords());
      observer.disconnect();
      return shifts;
    },
  };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Loads every weight of the Latin face up front: a weight the loaded content uses first would
 * otherwise arrive after it and reflow the text, a shift of the test's making (the app's first
 * page uses them all).
 */
const loadLatinFaces = () =>
  Promise.all(
    [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Inter')
      .map((face) => face.load()),
  );

/**
 * Lets the data of an `ArrivingData` story arrive and checks that the layout held: every watched
 * element's top edge is where it was while the data loaded, so the placeholders had the final
 * content's size and nothing the reader is looking at jumps; and the browser itself reported no
 * layout shift (which also catches an element React kept and moved, such as a placeholder list
 * item reused for a loaded one).
 */
export async function expectLayoutHoldsOnArrival({
  canvasElement,
  watch,
  ready,
}: LayoutHoldsOptions): Promise<void> {
  const watched = watch();
  await expect(Object.keys(watched).length).toBeGreaterThan(0);
  await loadLatinFaces();
  await nextFrame();
  const before = topsOf(watched);
  const shifts = recordLayoutShifts();
  canvasElement.ownerDocument.dispatchEvent(new Event(ARRIVE));
  await ready();
  await nextFrame();
  await nextFrame();
  await expect(topsOf(watch())).toEqual(before);
  await expect(shifts.stop()).toEqual([]);
}
