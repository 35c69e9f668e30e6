import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionSnapshot, SessionStore } from './sessionStore';

export const SessionContext = createContext<SessionStore | null>(null);

/** The session store: sign in, sign out, mark the FAQ answered. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore needs a <SessionProvider> above it');
  return store;
}

/** The signed-in visitor (member, guest or none); re-renders when it changes. */
export function useSession(): SessionSnapshot {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
