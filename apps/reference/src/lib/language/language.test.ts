import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, readLanguage, writeLanguage } from './language';
import { createLanguageStore } from './languageStore';
import { createMemoryStorage } from '../storage/memoryStorage';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
};

describe('language persistence', () => {
  it('reads currLang, defaulting to en', () => {
    expect(readLanguage(memoryStorage())).toBe('en');
    expect(readLanguage(memoryStorage({ currLang: 'cn' }))).toBe('cn');
    expect(readLanguage(memoryStorage({ currLang: 'de' }))).toBe('en');
  });

  it('writes currLang', () => {
    const storage = memoryStorage();
    writeLanguage(storage, 'cn');
    expect(storage.data.get(LANGUAGE_KEY)).toBe('cn');
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readLanguage(broken)).toBe('en');
    expect(() => writeLanguage(broken, 'cn')).not.toThrow();
  });
});

describe('language store', () => {
  it('tells its mirror the language at start and on every change (the page cookie)', () => {
    const mirrored: string[] = [];
    const store = createLanguageStore(createMemoryStorage({ currLang: 'cn' }), (locale) =>
      mirrored.push(locale),
    );
    store.set('en');
    expect(mirrored).toEqual(['cn', 'en']);
  });
});
