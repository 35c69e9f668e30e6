import type { Locale } from '@carbonmarket/ui';
import type { VisitorStatus } from '../../lib/session/sessionStore';

/**
 * Whether `#root` holds the page the build prerendered for this address, drawn as this visitor's
 * first render draws it, so that React can hydrate it: the prerender is English, signed out and
 * without a query (`app/prerender/renderPage.tsx`). Anyone else gets a fresh render (the page's
 * inline guard has hidden the markup from them already).
 */
export function matchesPrerender({
  prerendered,
  location,
  language,
  session,
}: {
  /** `#root`'s `data-prerendered`: the path the page was rendered for, if it was. */
  prerendered: string | undefined;
  location: Pick<Location, 'pathname' | 'search'>;
  language: Locale;
  session: VisitorStatus;
}): boolean {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  return prerendered === path && location.search === '' && language === 'en' && session === 'none';
}
