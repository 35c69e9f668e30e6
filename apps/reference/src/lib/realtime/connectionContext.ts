import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ExternalStore } from '../store/externalStore';
import type { ConnectionState } from './connectionState';

export const ConnectionContext = createContext<ExternalStore<ConnectionState> | null>(null);

/** The live connection: `idle` (none wanted), `connecting`, `open` or `closed` (retrying or given up). */
export function useConnectionState(): ConnectionState {
  const store = useContext(ConnectionContext);
  if (!store) throw new Error('useConnectionState needs a <RealtimeProvider> above it');
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
