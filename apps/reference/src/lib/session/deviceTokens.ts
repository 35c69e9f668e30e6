import { STORAGE_KEYS, readKey, writeKey } from '../storage/storageKeys';
import type { KeyValueStorage } from '../storage/storageKeys';

/** The most accounts whose device tokens one browser keeps (the latest signed in to). */
export const MAX_DEVICE_TOKENS = 5;

/**
 * The device tokens this browser was given, by the email of the account each is for (ADR 040):
 * sent with the next sign-in to that account, so that a stranger's wrong passwords do not lock
 * this browser out. They outlive sign-out (a browser stays known to an account).
 */
export interface DeviceTokenStore {
  /** The token for the account of `email`, if this browser has one. */
  get(email: string): string | undefined;
  /** Keeps the token a sign-in to the account of `email` returned. */
  keep(email: string, token: string): void;
}

const keyOf = (email: string) => email.trim().toLowerCase();

/** The stored tokens, oldest first; anything unreadable counts as none. */
function readTokens(storage: KeyValueStorage): [string, string][] {
  const raw = readKey(storage, STORAGE_KEYS.deviceTokens);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'string',
    );
  } catch {
    return [];
  }
}

export function createDeviceTokenStore(storage: KeyValueStorage): DeviceTokenStore {
  return {
    get: (email) => readTokens(storage).find(([owner]) => owner === keyOf(email))?.[1],
    keep(email, token) {
      const others = readTokens(storage).filter(([owner]) => owner !== keyOf(email));
      const kept = [...others, [keyOf(email), token]].slice(-MAX_DEVICE_TOKENS);
      writeKey(storage, STORAGE_KEYS.deviceTokens, JSON.stringify(kept));
    },
  };
}
