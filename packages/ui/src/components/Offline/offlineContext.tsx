import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const OfflineContext = createContext(false);

export interface OfflineProviderProps {
  /** The device has no network now. @default false */
  offline?: boolean;
  children?: ReactNode;
}

/**
 * Tells the screens inside whether the device is offline, as the app learns it from the browser.
 * A screen whose action moves money disables it while offline and says why (`OfflineReason`).
 * Without a provider, screens are online.
 */
export function OfflineProvider({ offline = false, children }: OfflineProviderProps) {
  return <OfflineContext.Provider value={offline}>{children}</OfflineContext.Provider>;
}

/** Whether the device is offline, from the nearest `OfflineProvider` (online without one). */
export const useOffline = (): boolean => useContext(OfflineContext);
