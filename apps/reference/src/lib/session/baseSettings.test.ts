import { describe, expect, it } from 'vitest';
import {
  createBaseSettingsStore,
  readBaseSettings,
  settingsDemo,
  settingsSocketHost,
  settingsVersion,
} from './baseSettings';
import { createMemoryStorage } from '../storage/memoryStorage';
import { createLanguageStore } from '../language/languageStore';

describe('base settings', () => {
  it('persist under baseSettings and read back', () => {
    const storage = createMemoryStorage();
    const store = createBaseSettingsStore(storage);
    store.set({ version: '3', socket_host: 'wss://live.example.com/h5/ws' });
    expect(JSON.parse(storage.data.get('baseSettings') ?? '')).toEqual({
      version: '3',
      socket_host: 'wss://live.example.com/h5/ws',
    });
    const again = readBaseSettings(storage);
    expect(settingsVersion(again)).toBe('3');
    expect(settingsSocketHost(again)).toBe('wss://live.example.com/h5/ws');
  });

  it('read as empty version and no socket host when missing or malformed', () => {
    expect(readBaseSettings(createMemoryStorage({ baseSettings: '[1]' }))).toBeNull();
    expect(readBaseSettings(createMemoryStorage({ baseSettings: '{' }))).toBeNull();
    expect(settingsVersion(null)).toBe('');
    expect(settingsSocketHost({ socket_host: 'http://nope' })).toBeNull();
    expect(settingsVersion({ version: { no: 1 } })).toBe('');
  });

  it('say demo only when the server said demo: true', () => {
    expect(settingsDemo({ version: '1', demo: true })).toBe(true);
    expect(settingsDemo({ version: '1', demo: false })).toBe(false);
    expect(settingsDemo({ version: '1' })).toBe(false);
    expect(settingsDemo({ demo: 'true' })).toBe(false);
    expect(settingsDemo(null)).toBe(false);
    const storage = createMemoryStorage();
    createBaseSettingsStore(storage).set({ version: '1', demo: true });
    expect(settingsDemo(readBaseSettings(storage))).toBe(true);
  });
});

describe('language store', () => {
  it('reads currLang at start and persists every change', () => {
    const storage = createMemoryStorage({ currLang: 'cn' });
    const store = createLanguageStore(storage);
    expect(store.get()).toBe('cn');
    store.set('en');
    expect(storage.data.get('currLang')).toBe('en');
    expect(store.get()).toBe('en');
  });
});
