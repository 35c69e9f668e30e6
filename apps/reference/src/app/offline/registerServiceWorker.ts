/** How long after the page's `load` the worker is registered, at the least. */
export const REGISTER_AFTER_LOAD_MS = 5_000;

/**
 * Registers the app's service worker (`/sw.js`, ADR 054) once the first page has loaded and then
 * settled: its install downloads the rest of the app in the background, which must not compete
 * with the page's own requests and scripts on a slow phone. Only on a page of the installable
 * build (it links the web app manifest): not in the dev server, Storybook or a test page.
 */
export function registerServiceWorkerLater(log: (message: string, detail?: unknown) => void) {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  if (document.querySelector('link[rel="manifest"]') === null) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => log('the service worker could not be registered', error));
  };
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5_000 });
      else register();
    }, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
