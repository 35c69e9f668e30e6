import { describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory, createStaticHistory, hrefOf } from './history';
import { normalizePathname } from './matchPathname';

describe('memory history', () => {
  it('starts on the last initial entry, reached by POP', () => {
    const history = createMemoryHistory(['/a', '/b?x=1#top']);
    expect(history.location).toEqual({ pathname: '/b', search: '?x=1', hash: '#top', index: 1 });
    expect(history.action).toBe('POP');
  });

  it('pushes, replaces and goes back and forward as a browser does', () => {
    const history = createMemoryHistory(['/a']);
    const seen: string[] = [];
    history.listen(() => seen.push(`${history.action} ${hrefOf(history.location)}`));
    history.push('/b');
    history.push('/c');
    history.go(-1);
    history.replace('/d');
    history.go(1);
    // A push drops the entries ahead of the current one.
    history.go(-1);
    history.push('/e');
    history.go(1);
    expect(seen).toEqual([
      'PUSH /b',
      'PUSH /c',
      'POP /b',
      'REPLACE /d',
      'POP /c',
      'POP /d',
      'PUSH /e',
    ]);
    expect(history.location.index).toBe(2);
  });

  it('stays put (and reports nothing) when asked to go past either end', () => {
    const history = createMemoryHistory(['/a']);
    let moves = 0;
    history.listen(() => (moves += 1));
    history.go(-1);
    history.go(1);
    expect(moves).toBe(0);
    expect(hrefOf(history.location)).toBe('/a');
  });

  it('stops telling a listener once it unsubscribes', () => {
    const history = createMemoryHistory(['/a']);
    let moves = 0;
    const stop = history.listen(() => (moves += 1));
    history.push('/b');
    stop();
    history.push('/c');
    expect(moves).toBe(1);
  });
});

it('a static history never moves', () => {
  const history = createStaticHistory('/pages/login/index?email=a%40b.sg');
  history.push('/elsewhere');
  history.go(-1);
  expect(hrefOf(history.location)).toBe('/pages/login/index?email=a%40b.sg');
});

/** Just enough of a browser window: an address, a history of entries with state, popstate. */
function fakeWindow(start: string) {
  const entries: { href: string; state: unknown }[] = [{ href: start, state: null }];
  let current = 0;
  const popListeners: (() => void)[] = [];
  const url = () => new URL(entries[current]?.href ?? '/', 'https://carbon.example');
  const win = {
    location: {
      get pathname() {
        return url().pathname;
      },
      get search() {
        return url().search;
      },
      get hash() {
        return url().hash;
      },
    },
    history: {
      get state() {
        return entries[current]?.state;
      },
      get length() {
        return entries.length;
      },
      pushState(state: unknown, _title: string, href?: string) {
        entries.splice(current + 1, entries.length, { href: href ?? url().pathname, state });
        current += 1;
      },
      replaceState(state: unknown, _title: string, href?: string) {
        entries[current] = { href: href ?? hrefOf(url()), state };
      },
      go(delta: number) {
        current += delta;
        popListeners.forEach((listener) => listener());
      },
    },
    addEventListener(type: string, listener: () => void) {
      if (type === 'popstate') popListeners.push(listener);
    },
  };
  // The history reads only what the fake has.
  return win as unknown as Window;
}

describe('browser history', () => {
  it('numbers the entries it makes from the one the visitor opened (0)', () => {
    const history = createBrowserHistory(fakeWindow('/pages/project/project?id=3'));
    expect(history.location).toEqual({
      pathname: '/pages/project/project',
      search: '?id=3',
      hash: '',
      index: 0,
    });
    history.push('/pages/project/dproject?id=3');
    expect(history.location.index).toBe(1);
    history.replace('/pages/profile/order');
    expect(history.location).toMatchObject({ pathname: '/pages/profile/order', index: 1 });
    expect(history.action).toBe('REPLACE');
  });

  it('reports Back as POP, with the index the entry was made with', () => {
    const history = createBrowserHistory(fakeWindow('/'));
    history.push('/pages/index/index');
    history.push('/pages/project/index');
    const seen: string[] = [];
    history.listen(() =>
      seen.push(`${history.action} ${history.location.pathname} ${history.location.index}`),
    );
    history.go(-1);
    expect(seen).toEqual(['POP /pages/index/index 1']);
  });
});

describe('route table paths', () => {
  it('match whatever the case and with or without a trailing slash', () => {
    expect(normalizePathname('/Pages/Login/Index/')).toBe('/pages/login/index');
    expect(normalizePathname('/pages/login/index')).toBe('/pages/login/index');
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('//')).toBe('/');
  });
});
