import { createExternalStore } from '../store/externalStore';
import type { ExternalStore } from '../store/externalStore';
import { STORAGE_KEYS, readKey, writeKey } from '../storage/storageKeys';

/**
 * The base config data as the server sent it (wire form, JSON), kept under `baseSettings`. The
 * platform reads three fields from it without a schema (`version`, `socket_host`, `demo`); screens
 * that need the rest parse it with the contract's `baseConfigWire`.
 */
export type BaseSettings = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is BaseSettings =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored base settings, or null when none (or nothing readable) is stored. */
export function readBaseSettings(storage: Pick<Storage, 'getItem'>): BaseSettings | null {
  const raw = readKey(storage, STORAGE_KEYS.baseSettings);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** The config version every payload carries as `v`; empty until base config has been loaded. */
export function settingsVersion(settings: BaseSettings | null): string | number {
  const version = settings?.['version'];
  return typeof version === 'string' || typeof version === 'number' ? version : '';
}

/** Where the socket connects (`ws://` or `wss://`), or null when unknown. */
export function settingsSocketHost(settings: BaseSettings | null): string | null {
  const host = settings?.['socket_host'];
  return typeof host === 'string' && /^wss?:\/\//.test(host) ? host : null;
}

/** The server runs a demo (payments simulated): only an explicit `demo: true` says so. */
export function settingsDemo(settings: BaseSettings | null): boolean {
  return settings?.['demo'] === true;
}

/** Base settings in memory, persisted under `baseSettings` on every change. */
export function createBaseSettingsStore(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): ExternalStore<BaseSettings | null> {
  const store = createExternalStore<BaseSettings | null>(readBaseSettings(storage));
  return {
    ...store,
    set: (settings) => {
      if (settings) writeKey(storage, STORAGE_KEYS.baseSettings, JSON.stringify(settings));
      store.set(settings);
    },
  };
}
