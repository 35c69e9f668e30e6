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

export interface LayoutHoldsOptions {
  /** The story's root, where the `ArrivingData` harness listens. */
  canvasElement: HTMLElement;
  /** The elements that must not move, by a name the failure shows (each section of the page). */
  watch: () => Record<string, Element>;
  /** Waits until the arrived data is on the screen. */
  ready: () => Promise<unknown>;
}

/**
 * Lets the data of an `ArrivingData` story arrive and checks that the layout held: every watched
 * element's top edge is where it was while the data loaded, so the placeholders had the final
 * content's size and nothing the reader is looking at jumps.
 */
export async function expectLayoutHoldsOnArrival({
  canvasElement,
  watch,
  ready,
}: LayoutHoldsOptions): Promise<void> {
  const watched = watch();
  await expect(Object.keys(watched).length).toBeGreaterThan(0);
  const before = topsOf(watched);
  canvasElement.ownerDocument.dispatchEvent(new Event(ARRIVE));
  await ready();
  await expect(topsOf(watch())).toEqual(before);
}
