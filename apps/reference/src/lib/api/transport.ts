/**
 * The app's HTTP transport: the browser's `fetch`, unless something else has taken its place. The
 * API client and `config.json` go through it, so the server's render of a signed-in page
 * (`app/prerender/renderSignedInPage.tsx`) can answer them inside its own process, and a page
 * the server rendered can answer its first reads with the replies it was rendered with
 * (`firstReplies.ts`) instead of asking again.
 */
let current: typeof fetch = (input, init) => window.fetch(input, init);

/** `fetch` through the current transport. */
export const appFetch: typeof fetch = (input, init) => current(input, init);

/** Puts `next` in place of the current transport; returns what restores the previous one. */
export function replaceTransport(next: (current: typeof fetch) => typeof fetch): () => void {
  const previous = current;
  current = next(previous);
  return () => {
    current = previous;
  };
}
