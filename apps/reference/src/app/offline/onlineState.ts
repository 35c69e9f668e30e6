import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the device has a network, as the query cache knows it: TanStack Query's online manager
 * follows the browser's `online` and `offline` events and pauses queries and mutations while
 * offline. It starts out assuming a network, so an app opened offline tells it the browser's
 * `navigator.onLine` first (`false` there is reliable; `true` only means a network interface is
 * up, and a request that fails then says so as a network error).
 */
export function seedOnlineState(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean')
    onlineManager.setOnline(navigator.onLine);
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
/** A page drawn on the server, and its hydration, are online: the browser says otherwise after. */
const onServer = () => true;

/** Whether the device is online now; re-renders when it goes offline or comes back. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, onServer);
