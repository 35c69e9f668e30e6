import { useEffect, useRef, useState } from 'react';
import type { MouseEvent, PointerEvent, RefObject } from 'react';
import { scrollTopOf } from './scrollContainer';
import type { ListScroll } from './scrollContainer';

/** How far (px) a pull must go before releasing refreshes. */
export const PULL_THRESHOLD_PX = 60;
/** Movement (px) below which a press is still a tap, not a pull. */
const SLOP_PX = 8;

interface Gesture {
  pointerId: number;
  startY: number;
  distance: number;
}

interface PullToRefreshOptions {
  rootRef: RefObject<HTMLElement | null>;
  scroll: ListScroll;
  onRefresh?: () => Promise<void> | void;
  /** Refreshing as told by the owner. */
  refreshing: boolean;
}

/**
 * Pull-to-refresh with pointer events, so one code path serves touch, pen and mouse. A pull
 * starts only when the list's scroll container is at the top; moving up hands the gesture back to
 * native scrolling. At the top the surface allows only `pan-x pan-down` touch panning, so a
 * downward drag reaches us as pointer moves instead of becoming a scroll (Chrome, Android); where
 * the directional `touch-action` values are unknown (Safari), a non-passive `touchmove` listener
 * prevents the page from rubber-banding while a pull is in progress.
 */
export function usePullToRefresh({ rootRef, scroll, onRefresh, refreshing }: PullToRefreshOptions) {
  const [distance, setDistance] = useState(0);
  const [pending, setPending] = useState(false);
  const [atTop, setAtTop] = useState(true);
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const busy = refreshing || pending;
  const enabled = onRefresh !== undefined;

  const refresh = () => {
    if (!onRefresh || busy) return;
    const result = onRefresh();
    if (result instanceof Promise) {
      setPending(true);
      void result.finally(() => setPending(false));
    }
  };

  // Keeps `touch-action` in step with the scroll position, and stops Safari's rubber band mid-pull.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !enabled) return;
    const doc = root.ownerDocument;
    const onScroll = () => setAtTop(scrollTopOf(root, scroll) <= 0);
    const onTouchMove = (event: TouchEvent) => {
      const current = gesture.current;
      const touch = event.touches[0];
      if (current && touch && touch.clientY > current.startY && event.cancelable)
        event.preventDefault();
    };
    onScroll();
    doc.addEventListener('scroll', onScroll, { capture: true, passive: true });
    root.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => {
      doc.removeEventListener('scroll', onScroll, { capture: true });
      root.removeEventListener('touchmove', onTouchMove);
    };
  }, [rootRef, scroll, enabled]);

  const end = () => {
    gesture.current = null;
    setDistance(0);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    suppressClick.current = false;
    const root = rootRef.current;
    if (!enabled || busy || !root || event.button > 0) return;
    if (gesture.current && !event.isPrimary) return; // a second finger during a pull
    if (scrollTopOf(root, scroll) > 0) return;
    gesture.current = { pointerId: event.pointerId, startY: event.clientY, distance: 0 };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    const root = rootRef.current;
    if (!current || !root || event.pointerId !== current.pointerId) return;
    const moved = event.clientY - current.startY;
    if (moved < -SLOP_PX || scrollTopOf(root, scroll) > 0) {
      // Moving up (or the content scrolled after all): this is a scroll, not a pull.
      end();
      return;
    }
    current.distance = Math.max(0, moved);
    if (current.distance > SLOP_PX) {
      try {
        // Keeps the moves coming when a mouse leaves the list mid-pull; touch is captured already.
        if (!event.currentTarget.hasPointerCapture(event.pointerId))
          event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser does not track (a synthetic event) cannot be captured: nothing lost.
      }
    }
    setDistance(current.distance);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const pulled = current.distance;
    end();
    if (pulled > SLOP_PX) suppressClick.current = true;
    if (pulled >= PULL_THRESHOLD_PX) refresh();
  };

  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    if (gesture.current && event.pointerId === gesture.current.pointerId) end();
  };

  /** A pull that ends over an item is not a tap on it. */
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    /** How far the current pull has gone, in px (0 when not pulling). */
    distance,
    /** Refreshing, by the owner's word or while the promise `onRefresh` returned is pending. */
    busy,
    refresh,
    /** `touch-action` for the pull surface. */
    touchAction: enabled && atTop && !busy ? 'pan-x pan-down pinch-zoom' : undefined,
    handlers: enabled
      ? { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture }
      : {},
  };
}
