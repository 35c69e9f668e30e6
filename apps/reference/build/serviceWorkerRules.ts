import type { GenerateSWOptions } from 'workbox-build';

/**
 * What the service worker keeps and what it never touches (ADR 054).
 *
 * Kept ahead of need (precached, replaced as a whole by each release): the app's shell
 * (`index.html`, which holds no one's data), its scripts and styles, the Latin faces, the icons,
 * the manifest (which vite-plugin-pwa adds itself).
 * Kept once fetched: the Chinese faces' many small files, which are hashed and never change.
 * Never kept: anything under `/h5/` (API replies, the socket, uploaded pictures), the pages the
 * server draws for a signed-in member or prerenders (a page is always asked of the network; only
 * when the network cannot be reached does the shell stand in, and the app then says it is offline),
 * the console under `/console/`, the certificates' public pages, and `config.json` (where the API
 * is: an operator may change it without a release; the app opened offline reads it once online).
 *
 * Each `urlPattern` function is copied into the worker's source as text, so it names nothing
 * outside itself.
 */
export const serviceWorkerRules: Partial<GenerateSWOptions> = {
  globPatterns: [
    'index.html',
    'favicon.svg',
    'icons/*.png',
    'assets/*.{js,css}',
    'assets/inter-latin-[0-9]*.woff2',
  ],
  globIgnores: ['console/**', 'demo/**', 'pages/**', '**/*.{br,gz}'],
  // Hashed names change with their content: no revision needed on top.
  dontCacheBustURLsMatching: /^assets\//,
  // Pages come from the network; the shell only when it fails (below), never in its place.
  navigateFallback: null,
  navigationPreload: true,
  cleanupOutdatedCaches: true,
  // A new release's worker takes over at once; the page it finds loads the release on its next
  // load (a reload, or the next visit), never in the middle of what the visitor is doing.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' &&
        url.origin === self.location.origin &&
        !/^\/(?:console(?:\/|$)|h5\/|certificate\/)/.test(url.pathname),
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: 'index.html' } },
    },
    {
      urlPattern: ({ url }) =>
        url.origin === self.location.origin && /^\/assets\/[^/]+\.woff2?$/.test(url.pathname),
      handler: 'CacheFirst',
      options: { cacheName: 'faces', expiration: { maxEntries: 400 } },
    },
  ],
};
