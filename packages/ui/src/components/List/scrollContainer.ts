/** Where a list scrolls: its own box (`self`) or the page around it (`page`). */
export type ListScroll = 'self' | 'page';

/** The nearest ancestor that scrolls vertically, or `null` when the document (window) scrolls. */
export function scrollParentOf(node: HTMLElement): HTMLElement | null {
  const doc = node.ownerDocument;
  for (
    let element = node.parentElement;
    element && element !== doc.body && element !== doc.documentElement;
    element = element.parentElement
  ) {
    const { overflowY } = getComputedStyle(element);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return element;
  }
  return null;
}

/** The element whose scroll position moves the list, or `null` for the window. */
export function scrollContainerOf(root: HTMLElement, scroll: ListScroll): HTMLElement | null {
  return scroll === 'self' ? root : scrollParentOf(root);
}

/** How far the list's scroll container is scrolled down, in px. */
export function scrollTopOf(root: HTMLElement, scroll: ListScroll): number {
  const container = scrollContainerOf(root, scroll);
  if (container) return container.scrollTop;
  const doc = root.ownerDocument;
  return (doc.scrollingElement ?? doc.documentElement).scrollTop;
}

/** The bottom edge, in viewport px, of the part of the list's scroll container that is on screen. */
export function visibleBottomOf(root: HTMLElement, scroll: ListScroll): number {
  const viewportBottom = root.ownerDocument.documentElement.clientHeight;
  const container = scrollContainerOf(root, scroll);
  return container
    ? Math.min(container.getBoundingClientRect().bottom, viewportBottom)
    : viewportBottom;
}
