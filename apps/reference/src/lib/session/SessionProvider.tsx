import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { SessionContext } from './sessionContext';
import type { SessionStore } from './sessionStore';
import { STORAGE_KEYS } from '../storage/storageKeys';

const SESSION_KEYS: readonly (string | null)[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.loginInfo,
  STORAGE_KEYS.isLogin,
  // `null`: another tab cleared the whole storage.
  null,
];

/**
 * Gives the tree the signed-in visitor, and follows sign-ins and sign-outs made in other tabs
 * (a sign-out anywhere signs out everywhere).
 */
export function SessionProvider({
  store,
  children,
}: {
  store: SessionStore;
  children?: ReactNode;
}) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (SESSION_KEYS.includes(event.key)) store.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}
