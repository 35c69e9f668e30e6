import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import type { NavigationType, RouterHistory, RouterLocation } from './history';

/** What the router gives the tree: where the visitor is, how they got there, and the history. */
export interface RouterState {
  location: RouterLocation;
  navigationType: NavigationType;
  history: RouterHistory;
}

export const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside the app’s router');
  return router;
}

/** The current location (path, query, fragment, and its index in the app's history). */
export function useLocation(): RouterLocation {
  return useRouter().location;
}

/** How the current location was reached: PUSH, REPLACE or POP (Back, Forward, first load). */
export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

/** The current query's parameters. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/**
 * Reads the query of the address as it is when called, not as it was when the page rendered: for
 * handlers that each change one part of the query in the same press (the second must see the
 * first's move, which the page has not rendered yet).
 */
export function useCurrentSearch(): () => URLSearchParams {
  const { history } = useRouter();
  return useCallback(() => new URLSearchParams(history.location.search), [history]);
}

/** Moves to an absolute address (a new entry, or `replace`), or `delta` entries back or forward. */
export interface Navigate {
  (to: string, options?: { replace?: boolean }): void;
  (delta: number): void;
}

/** The app's moves: `navigate(href)`, `navigate(href, { replace: true })`, `navigate(-1)`. */
export function useNavigate(): Navigate {
  const { history } = useRouter();
  return useMemo(() => {
    function navigate(to: string | number, options?: { replace?: boolean }) {
      if (typeof to === 'number') history.go(to);
      else if (options?.replace) history.replace(to);
      else history.push(to);
    }
    return navigate;
  }, [history]);
}

/**
 * Calls `onMove` with the new location on every move of the history (a link, Back, a redirect),
 * as it happens: before the next page renders, while its code may still be downloading.
 */
export function useHistoryMoves(onMove: (location: RouterLocation) => void): void {
  const { history } = useRouter();
  const latest = useRef(onMove);
  useLayoutEffect(() => {
    latest.current = onMove;
  });
  useLayoutEffect(() => history.listen(() => latest.current(history.location)), [history]);
}
