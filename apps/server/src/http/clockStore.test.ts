import { describe, expect, it } from 'vitest';
import { clockStore } from './clockStore';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 20, 2, 0, seconds));

/** A store on a clock the test sets, and whether one more attempt of a key stays within `limit`. */
function storeAt(maxKeys?: number) {
  let now = at(0);
  const Store = clockStore(() => now, maxKeys);
  const store = new Store({});
  return {
    allow(key: string, when: Date, { limit, windowMs }: { limit: number; windowMs: number }) {
      now = when;
      let current = 0;
      store.incr(key, (_error, result) => (current = result?.current ?? 0), windowMs, limit);
      return current <= limit;
    },
    child: () => store.child({} as Parameters<typeof store.child>[0]),
    store,
  };
}

describe('the rate-limit store on the server clock', () => {
  it('allows the limit per window and per key, then refuses until the window passes', () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const { allow } = storeAt();
    expect([1, 2, 3, 4].map(() => allow('1.2.3.4', at(0), rule))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(allow('5.6.7.8', at(1), rule)).toBe(true);
    expect(allow('1.2.3.4', at(59), rule)).toBe(false);
    expect(allow('1.2.3.4', at(60), rule)).toBe(true);
  });

  it('stays bounded under a flood of addresses, sweeping expired windows first', () => {
    const rule = { limit: 1, windowMs: 1000 };
    const { allow } = storeAt(2);
    expect(allow('a', at(0), rule)).toBe(true);
    expect(allow('b', at(0), rule)).toBe(true);
    expect(allow('c', at(0), rule)).toBe(false);
    expect(allow('c', at(2), rule)).toBe(true);
  });

  it('shares its windows with the stores of the routes', () => {
    const { store, child } = storeAt();
    expect(child()).toBe(store);
  });
});
