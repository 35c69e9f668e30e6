import type { PAGE_COOKIES } from '@carbonmarket/domain';

/** How long a page cookie lasts without a change: the server checks the session each time. */
const MAX_AGE_S = 60 * 60 * 24 * 365;

/** The part of `document` the cookies need (tests pass a fake). */
export interface CookieJar {
  cookie: string;
}

/** The browser's cookies, or none outside a browser (the server's render). */
export const browserCookies = (): CookieJar | null =>
  typeof document === 'undefined' ? null : document;

/**
 * Sets a page cookie (`PAGE_COOKIES`), or removes it for null: the whole site, sent with
 * same-site page loads and top-level links from elsewhere (Lax), only over HTTPS when the page is.
 * A refused cookie only costs the server-drawn page: the app draws it itself as before.
 */
export function writePageCookie(
  jar: CookieJar | null,
  name: (typeof PAGE_COOKIES)[keyof typeof PAGE_COOKIES],
  value: string | null,
  secure: boolean,
): void {
  if (!jar) return;
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  try {
    jar.cookie =
      value === null
        ? `${name}=${attributes}; Max-Age=0`
        : `${name}=${encodeURIComponent(value)}${attributes}; Max-Age=${MAX_AGE_S}`;
  } catch {
    // A sandboxed document refuses cookies: nothing to keep.
  }
}
