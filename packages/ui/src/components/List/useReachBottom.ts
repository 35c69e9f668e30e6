import { useEffect, useEffectEvent, useRef } from 'react';
import type { RefObject } from 'react';
import { REACH_BOTTOM_DISTANCE_PX } from '../../tokens/layout';
import { visibleBottomOf } from './scrollContainer';
import type { ListScroll } from './scrollContainer';

interface ReachBottomOptions {
  /** The list's outer element (the scroll container itself when `scroll` is `self`). */
  rootRef: RefObject<HTMLElement | null>;
  /** A marker right after the last item. */
  sentinelRef: RefObject<HTMLElement | null>;
  scroll: ListScroll;
  /** Whether another page may be asked for now (idle, more to come, something shown). */
  canLoad: boolean;
  /** Changes when the loaded items change; one request per value. */
  signature: string;
  /** Clears the record of the last request when it changes (e.g. on an error), so the list may ask again for the same items. */
  resetKey: unknown;
  onReachBottom?: () => void;
}

/**
 * Calls `onReachBottom` when the end of the list comes within `REACH_BOTTOM_DISTANCE_PX` of the
 * bottom of the visible scroll area: on scroll and resize (any scroll container, caught in the
 * capture phase), and after every change of the items or status, so that a page too short to
 * scroll still fills up. The position is measured when deciding, never remembered, so a page
 * that has just arrived does not trigger the next one from a stale reading; and each set of items
 * asks only once. An IntersectionObserver on the sentinel asks too when the end comes into view
 * without a scroll.
 */
export function useReachBottom({
  rootRef,
  sentinelRef,
  scroll,
  canLoad,
  signature,
  resetKey,
  onReachBottom,
}: ReachBottomOptions) {
  const requested = useRef<string | null>(null);

  const maybeLoad = useEffectEvent(() => {
    const root = rootRef.current;
    const sentinel = sentinelRef.current;
    if (!canLoad || !onReachBottom || !root || !sentinel || requested.current === signature) return;
    if (sentinel.getClientRects().length === 0) return; // not rendered (e.g. in a hidden tab)
    if (
      sentinel.getBoundingClientRect().top >
      visibleBottomOf(root, scroll) + REACH_BOTTOM_DISTANCE_PX
    )
      return;
    requested.current = signature;
    onReachBottom();
  });

  useEffect(() => {
    requested.current = null;
  }, [resetKey]);

  useEffect(() => {
    maybeLoad();
  }, [canLoad, signature, resetKey]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const doc = root.ownerDocument;
    const view = doc.defaultView;
    let frame = 0;
    const schedule = () => {
      if (frame || !view) return;
      frame = view.requestAnimationFrame(() => {
        frame = 0;
        maybeLoad();
      });
    };
    doc.addEventListener('scroll', schedule, { capture: true, passive: true });
    view?.addEventListener('resize', schedule, { passive: true });
    return () => {
      doc.removeEventListener('scroll', schedule, { capture: true });
      view?.removeEventListener('resize', schedule);
      if (frame) view?.cancelAnimationFrame(frame);
    };
  }, [rootRef, scroll]);

  // The end may also come into view without a scroll: pictures above it that load smaller than
  // their space, a section that closes. An observer of the sentinel (there once items are shown,
  // so it is observed again when they change) asks then.
  useEffect(() => {
    const root = rootRef.current;
    const sentinel = sentinelRef.current;
    const view = root?.ownerDocument.defaultView;
    if (!root || !sentinel || !view || !('IntersectionObserver' in view)) return;
    const observer = new view.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) maybeLoad();
      },
      {
        root: scroll === 'self' ? root : null,
        rootMargin: `0px 0px ${REACH_BOTTOM_DISTANCE_PX}px 0px`,
      },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [rootRef, sentinelRef, scroll, signature]);
}
