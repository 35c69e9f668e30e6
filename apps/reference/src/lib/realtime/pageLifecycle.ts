import type { SocketEvent } from '@carbonmarket/domain';

/** The page events the socket policy listens to. */
export interface PageLifecycleTarget {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** The window, whose `online` and `offline` events say when the network comes and goes. */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The browser's word on the network now (`navigator`); online when absent. */
  network?: { readonly onLine: boolean };
}

/**
 * Turns page visibility and the network into socket events: hidden or offline closes, visible
 * and online reopens, leaving the page (`pagehide`) exits, and coming back from the back-forward
 * cache (`pageshow`) reopens. Offline counts as hidden: a socket that cannot connect is not tried
 * again and again (each try an error in the console) until the network is back. Reports the
 * current state at once. Returns the function that stops listening.
 */
export function bindPageLifecycle(
  { document, window, network }: PageLifecycleTarget,
  dispatch: (event: SocketEvent) => void,
): () => void {
  const usable = () => document.visibilityState !== 'hidden' && network?.onLine !== false;
  const onChange = () => dispatch({ type: usable() ? 'visible' : 'hidden' });
  const onPageHide = () => dispatch({ type: 'exit' });
  const onPageShow = () => {
    if (usable()) dispatch({ type: 'visible' });
  };
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  if (!usable()) dispatch({ type: 'hidden' });
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
}
