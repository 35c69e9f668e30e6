import { STORAGE_KEYS, readKey, removeKey, writeKey } from '../storage/storageKeys';
import type { KeyValueStorage } from '../storage/storageKeys';
import { parseLoginInfo } from './loginInfo';
import type { LoginInfo } from './loginInfo';

/** A signed-in visitor as kept in storage. */
export interface StoredSession {
  token: string;
  loginInfo: LoginInfo;
}

/**
 * The stored session, or null when there is none or it is incomplete: a session needs `isLogin`,
 * a token and a login info with a member id.
 */
export function readSession(storage: Pick<Storage, 'getItem'>): StoredSession | null {
  const isLogin = readKey(storage, STORAGE_KEYS.isLogin);
  const token = readKey(storage, STORAGE_KEYS.token);
  const loginInfo = parseLoginInfo(readKey(storage, STORAGE_KEYS.loginInfo));
  if ((isLogin !== 'true' && isLogin !== '1') || !token || !loginInfo || loginInfo.mem_id <= 0)
    return null;
  return { token, loginInfo };
}

/** Keeps a session: `token`, `loginInfo` (JSON) and `isLogin` = `true`. */
export function writeSession(storage: Pick<Storage, 'setItem'>, session: StoredSession): void {
  writeKey(storage, STORAGE_KEYS.token, session.token);
  writeKey(storage, STORAGE_KEYS.loginInfo, JSON.stringify(session.loginInfo));
  writeKey(storage, STORAGE_KEYS.isLogin, 'true');
}

/** Forgets the visitor: `token`, `loginInfo` and `isLogin`. The language and base settings stay. */
export function clearStoredSession(storage: Pick<KeyValueStorage, 'removeItem'>): void {
  removeKey(storage, STORAGE_KEYS.token);
  removeKey(storage, STORAGE_KEYS.loginInfo);
  removeKey(storage, STORAGE_KEYS.isLogin);
}
