/**
 * Which URLs published content may carry. Links may point to web pages or mail addresses; images
 * may come from the web or from our own origin (a relative URL, not `//host`). Anything else
 * (`javascript:`, `data:`, `vbscript:`, protocol-relative `//host`, control characters) is refused.
 */

/** Spaces, control characters and backslashes: browsers read such URLs in surprising ways. */
const hasUnsafeCharacters = (url: string) =>
  /[\s\\]/.test(url) || [...url].some((char) => char.charCodeAt(0) < 0x20 || char === '\x7f');

const schemeOf = (url: string): string | null => {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url);
  return match?.[1] ? match[1].toLowerCase() : null;
};

/** An http(s) URL with a host, or a relative one on our own origin (`/images/a.png`, `a.png`). */
export function isSafeImageUrl(url: string): boolean {
  if (url === '' || url.length > 2048 || hasUnsafeCharacters(url)) return false;
  const scheme = schemeOf(url);
  if (scheme === null) return !url.startsWith('//');
  return (scheme === 'http' || scheme === 'https') && /^https?:\/\/[^/?#]+/i.test(url);
}

/** An http(s) or mailto URL, or a relative one on our own origin. */
export function isSafeLinkUrl(url: string): boolean {
  if (url === '' || url.length > 2048 || hasUnsafeCharacters(url)) return false;
  const scheme = schemeOf(url);
  if (scheme === 'mailto') return url.length > 'mailto:'.length;
  return isSafeImageUrl(url);
}
