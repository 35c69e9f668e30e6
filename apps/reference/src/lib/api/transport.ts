/**
 * The app's HTTP transport: the browser's `fetch`, looked up when a call is made (so that tests
 * and stories that replace `window.fetch` are heard). The server draws pages with an API client
 * of its own per request (`app/prerender/requestServices.ts`), not through this one.
 */
export const appFetch: typeof fetch = (input, init) => window.fetch(input, init);
