/**
 * The page a visitor was sent to sign in for, from a login or register address's `?next=`, or
 * undefined. Only an address of this app counts (a path from its root, not `//host` nor `/\host`):
 * anything else is ignored, so a link cannot send a visitor who signs in to another site.
 */
export function nextPageOf(search: string | URLSearchParams): string | undefined {
  const next = new URLSearchParams(search).get('next');
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return undefined;
  return next;
}
