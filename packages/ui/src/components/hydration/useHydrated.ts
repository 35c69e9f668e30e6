import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/**
 * False while the page is HTML the server or the build rendered (on a server, and during the
 * hydration of a prerendered page); true once React runs it, from the render after hydration. A
 * page rendered on the client is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
