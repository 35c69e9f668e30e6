import { createContext, useContext } from 'react';
import type { ExternalStore } from '../store/externalStore';
import type { ConnectionState } from './connectionState';
import { useStoreInTransition } from '../store/useStoreInTransition';

export const ConnectionContext = createContext<ExternalStore<ConnectionState> | null>(null);

/** The live connection: `idle` (none wanted), `connecting`, `open` or `closed` (retrying or given up). */
export function useConnectionState(): ConnectionState {
  const store = useContext(ConnectionContext);
  if (!store) throw new Error('useConnectionState needs a <RealtimeProvider> above it');
  // In a transition: the socket may open while a drawn page is still being hydrated.
  return useStoreInTransition(store);
}
