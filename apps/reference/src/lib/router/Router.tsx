import { startTransition, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { RouterContext } from './RouterContext';
import type { RouterState } from './RouterContext';
import { createBrowserHistory, createMemoryHistory, createStaticHistory } from './history';
import type { RouterHistory } from './history';

const stateOf = (history: RouterHistory): RouterState => ({
  location: history.location,
  navigationType: history.action,
  history,
});

/**
 * Gives the tree the history's location and follows its moves. A move is a transition: while the
 * next page's code loads, the current page stays on screen instead of a blank fallback.
 */
export function Router({ history, children }: { history: RouterHistory; children?: ReactNode }) {
  const [state, setState] = useState(() => stateOf(history));
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setState(stateOf(history)));
    const stop = history.listen(follow);
    // A move made between the first render and this subscription.
    if (history.location !== state.location) follow();
    return stop;
    // `state` is read once, on subscribing: later moves come through the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history]);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

/** The browser's address bar and history (the app in a browser). */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <Router history={history}>{children}</Router>;
}

/** A history in memory, starting on the last of `initialEntries` (stories and tests). */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: readonly string[];
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

/** One fixed address (the build's prerender). */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const [history] = useState(() => createStaticHistory(location));
  return <Router history={history}>{children}</Router>;
}
