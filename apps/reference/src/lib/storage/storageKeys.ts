/**
 * Every localStorage key the app uses: the five of the spec (section 3), exactly as the product
 * names them, the device tokens (ADR 040) and the colour scheme (ADR 043). Nothing else is written to storage.
 */
export const STORAGE_KEYS = {
  /** The signed-in visitor: mem_id, realname, account, mobile, avatar (plus visitor type and is_answer). */
  loginInfo: 'loginInfo',
  /** The bearer token sent as the Authorization header. */
  token: 'token',
  /** The interface language, `en` or `cn`. */
  language: 'currLang',
  /** `true` while someone is signed in. */
  isLogin: 'isLogin',
  /** The last base config the server sent (version, socket_host, limits...). */
  baseSettings: 'baseSettings',
  /** Ours, not the spec's: the device tokens of the accounts signed in to here (ADR 040). */
  deviceTokens: 'deviceTokens',
  /** Ours, not the spec's: the colour scheme chosen in Settings, `light` or `dark` (ADR 043). */
  colorScheme: 'colorScheme',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The part of `Storage` the app needs; tests pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads a key, treating a blocked or broken storage as empty. */
export function readKey(storage: Pick<Storage, 'getItem'>, key: StorageKey): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key; a full or blocked storage only loses persistence, never the current visit. */
export function writeKey(storage: Pick<Storage, 'setItem'>, key: StorageKey, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Private mode or quota: the value still applies in memory for this visit.
  }
}

/** Removes a key, ignoring a blocked storage. */
export function removeKey(storage: Pick<Storage, 'removeItem'>, key: StorageKey): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: a storage we cannot write holds nothing of ours.
  }
}
