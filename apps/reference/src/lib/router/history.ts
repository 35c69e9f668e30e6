/**
 * The app's navigation history: where the visitor is, how they got there, and the moves the app
 * makes. The browser's history backs the app; a list in memory backs stories and tests; a fixed
 * address backs the prerender. The app's addresses are absolute paths with an optional query.
 */

/** How the current entry was reached: a new entry, a replaced one, or Back/Forward. */
export type NavigationType = 'PUSH' | 'REPLACE' | 'POP';

export interface RouterLocation {
  pathname: string;
  /** The query with its `?`, or empty. */
  search: string;
  /** The fragment with its `#`, or empty. */
  hash: string;
  /** Which entry of the history this is, counted from the first one the app opened (0). */
  index: number;
}

export interface RouterHistory {
  readonly location: RouterLocation;
  readonly action: NavigationType;
  /** Calls `listener` after every move, with the new location; returns the unsubscribe. */
  listen(listener: () => void): () => void;
  push(to: string): void;
  replace(to: string): void;
  /** Moves `delta` entries back (negative) or forward (positive). */
  go(delta: number): void;
}

/** Splits an absolute address (`/path?query#hash`) into a location at `index`. */
export function locationOf(to: string, index: number): RouterLocation {
  const url = new URL(to, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, index };
}

/** The address of a location, as the address bar shows it. */
export function hrefOf(location: Pick<RouterLocation, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The listeners of a history: `listen` adds one (and returns its removal), `notify` calls all. */
function createListeners() {
  const listeners = new Set<() => void>();
  return {
    listen: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: () => listeners.forEach((listener) => listener()),
  };
}

/** What the app keeps in each of its browser history entries. */
interface EntryState {
  index: number;
}

const entryIndex = (state: unknown): number | null =>
  typeof state === 'object' && state !== null && 'index' in state && typeof state.index === 'number'
    ? state.index
    : null;

/**
 * The browser's history. Each entry the app makes remembers its index, so the app knows how far
 * back its own entries go (an address opened from a link is index 0). Back and Forward (the
 * `popstate` event) are reported as POP.
 */
export function createBrowserHistory(win: Window = window): RouterHistory {
  const read = (): RouterLocation =>
    locationOf(hrefOf(win.location), entryIndex(win.history.state) ?? 0);
  if (entryIndex(win.history.state) === null) {
    win.history.replaceState({ ...(win.history.state as object), index: 0 }, '');
  }
  let location = read();
  let action: NavigationType = 'POP';
  const { listen, notify } = createListeners();
  const move = (to: string, next: NavigationType) => {
    const index = next === 'PUSH' ? location.index + 1 : location.index;
    const state: EntryState = { index };
    if (next === 'PUSH') win.history.pushState(state, '', to);
    else win.history.replaceState(state, '', to);
    location = read();
    action = next;
    notify();
  };
  win.addEventListener('popstate', () => {
    location = read();
    action = 'POP';
    notify();
  });
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    listen,
    push: (to) => move(to, 'PUSH'),
    replace: (to) => move(to, 'REPLACE'),
    go: (delta) => win.history.go(delta),
  };
}

/**
 * A history kept in memory, starting on the last of `initialEntries`: Back and Forward move
 * within it, a push drops the entries ahead, as a browser does.
 */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): RouterHistory {
  const entries = initialEntries.length > 0 ? [...initialEntries] : ['/'];
  let current = entries.length - 1;
  let action: NavigationType = 'POP';
  const { listen, notify } = createListeners();
  const at = (index: number) => locationOf(entries[index] ?? '/', index);
  let location = at(current);
  const settle = (next: NavigationType) => {
    location = at(current);
    action = next;
    notify();
  };
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    listen,
    push(to) {
      entries.splice(current + 1, entries.length, to);
      current += 1;
      settle('PUSH');
    },
    replace(to) {
      entries[current] = to;
      settle('REPLACE');
    },
    go(delta) {
      const target = Math.min(Math.max(current + delta, 0), entries.length - 1);
      if (target === current) return;
      current = target;
      settle('POP');
    },
  };
}

/** One address that never changes: what the build prerenders. Moves are ignored. */
export function createStaticHistory(to: string): RouterHistory {
  const location = locationOf(to, 0);
  return {
    location,
    action: 'POP',
    listen: () => () => undefined,
    push: () => undefined,
    replace: () => undefined,
    go: () => undefined,
  };
}
