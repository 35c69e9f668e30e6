import type { SocketEvent } from '@carbonmarket/domain';

/** The page events the socket policy listens to. */
export interface PageLifecycleTarget {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Turns page visibility into socket events: hidden closes, visible reopens, leaving the page
 * (`pagehide`) exits, and coming back from the back-forward cache (`pageshow`) reopens. Reports
 * the current visibility at once. Returns the function that stops listening.
 */
export function bindPageLifecycle(
  { document, window }: PageLifecycleTarget,
  dispatch: (event: SocketEvent) => void,
): () => void {
  const onVisibility = () =>
    dispatch({ type: document.visibilityState === 'hidden' ? 'hidden' : 'visible' });
  const onPageHide = () => dispatch({ type: 'exit' });
  const onPageShow = () => {
    if (document.visibilityState !== 'hidden') dispatch({ type: 'visible' });
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  if (document.visibilityState === 'hidden') dispatch({ type: 'hidden' });
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
}
