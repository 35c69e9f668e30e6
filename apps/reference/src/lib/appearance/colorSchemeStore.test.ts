import { describe, expect, it, vi } from 'vitest';
import { applyColorScheme, createColorSchemeStore } from './colorSchemeStore';
import { createMemoryStorage } from '../storage/memoryStorage';

/** A root element that records its attributes. */
const fakeRoot = () => {
  const attributes = new Map<string, string>();
  return {
    attributes,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  };
};

describe('applyColorScheme', () => {
  it('puts light or dark on the root and removes it for the device setting', () => {
    const root = fakeRoot();
    applyColorScheme(root, 'dark');
    expect(root.attributes.get('data-color-scheme')).toBe('dark');
    applyColorScheme(root, 'light');
    expect(root.attributes.get('data-color-scheme')).toBe('light');
    applyColorScheme(root, 'system');
    expect(root.attributes.has('data-color-scheme')).toBe(false);
  });

  it('does nothing without a document', () => {
    expect(() => applyColorScheme(null, 'dark')).not.toThrow();
  });
});

describe('the colour scheme store', () => {
  it('starts from the stored choice and tells the mirror at once', () => {
    const mirror = vi.fn();
    const store = createColorSchemeStore(createMemoryStorage({ colorScheme: 'dark' }), mirror);
    expect(store.get()).toBe('dark');
    expect(mirror).toHaveBeenCalledWith('dark');
  });

  it('reads nothing or something unknown as the device setting', () => {
    expect(createColorSchemeStore(createMemoryStorage()).get()).toBe('system');
    expect(createColorSchemeStore(createMemoryStorage({ colorScheme: 'sepia' })).get()).toBe(
      'system',
    );
  });

  it('persists light and dark, forgets the key for the device setting, and mirrors each change', () => {
    const storage = createMemoryStorage();
    const mirror = vi.fn();
    const store = createColorSchemeStore(storage, mirror);
    const seen = vi.fn();
    store.subscribe(seen);
    store.set('light');
    expect(storage.data.get('colorScheme')).toBe('light');
    expect(mirror).toHaveBeenLastCalledWith('light');
    store.set('system');
    expect(storage.data.has('colorScheme')).toBe(false);
    expect(mirror).toHaveBeenLastCalledWith('system');
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('keeps the choice for the visit when storage refuses it', () => {
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createColorSchemeStore(refusing);
    expect(store.get()).toBe('system');
    store.set('dark');
    expect(store.get()).toBe('dark');
  });
});
