import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const clientBody = () => document.body;
const noBody = () => null;

/**
 * `document.body` for a portal, or null where there is none to portal into: on a server, and
 * while a prerendered page hydrates (the server rendered no portal, so the first client render
 * must not either; the portal opens in the render that follows). A page rendered on the client
 * gets the body from its first render.
 */
export function useDocumentBody(): HTMLElement | null {
  return useSyncExternalStore(subscribe, clientBody, noBody);
}
