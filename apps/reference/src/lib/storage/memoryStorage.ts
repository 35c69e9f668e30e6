import type { KeyValueStorage } from './storageKeys';

/** A storage that lives in memory only: for browsers that refuse localStorage, and for tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  readonly data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

/** `window.localStorage`, or memory when the browser refuses it (some private modes). */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('currLang');
    return storage;
  } catch {
    return createMemoryStorage();
  }
}
