import { expect } from 'storybook/test';

type Box = Pick<DOMRect, 'top' | 'right' | 'bottom' | 'left'>;

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left &&
  inner.right <= outer.right &&
  inner.top >= outer.top &&
  inner.bottom <= outer.bottom;

const named = (element: Element) =>
  `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;

/**
 * Fails when `indicator` covers content: its box must lie inside the page's nav bar (`banner`),
 * which sticks to the top and is opaque, so that it only ever covers what the bar covers; it must
 * meet no other element of the bar (the title, the buttons) and, with the page at its top and at
 * its end, no element of `main` that is in view below the bar. The elements it meets are named.
 */
export async function expectCoversNothing(canvasElement: HTMLElement, indicator: HTMLElement) {
  const view = canvasElement.ownerDocument.defaultView;
  const banner = canvasElement.querySelector('header');
  const main = canvasElement.querySelector('main');
  if (!view || !banner || !main) throw new Error('no page with a nav bar and a main');
  const met: string[] = [];
  for (const scroll of ['top', 'end'] as const) {
    view.scrollTo(0, scroll === 'top' ? 0 : view.document.documentElement.scrollHeight);
    await new Promise((resolve) => view.requestAnimationFrame(resolve));
    const box = indicator.getBoundingClientRect();
    const bar = banner.getBoundingClientRect();
    if (!inside(box, bar)) met.push(`${scroll}: outside the nav bar`);
    for (const element of banner.querySelectorAll('h1, a, button, [role="status"]')) {
      if (element === indicator || element.contains(indicator) || indicator.contains(element))
        continue;
      if (overlaps(box, element.getBoundingClientRect())) met.push(`${scroll}: ${named(element)}`);
    }
    for (const element of main.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.bottom <= bar.bottom) continue;
      // Only the part of the element in view below the bar can be covered.
      const shown = { ...rect.toJSON(), top: Math.max(rect.top, bar.bottom) } as Box;
      if (overlaps(box, shown)) met.push(`${scroll}: ${named(element)}`);
    }
  }
  view.scrollTo(0, 0);
  await expect(met).toEqual([]);
}
