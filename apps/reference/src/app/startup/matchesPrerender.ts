import type { Locale } from '@carbonmarket/ui';
import type { VisitorStatus } from '../../lib/session/sessionStore';

/** What `#root` says of the visitor a page was drawn for, when the server drew it (ADR 027). */
export interface DrawnFor {
  /** `data-member`: the member's id. */
  member: string;
  /** `data-lang`. */
  lang: string;
  /** `data-search`: the address's query the page was drawn for. */
  search: string;
}

/**
 * Whether `#root` holds the page drawn for this address as this visitor's first render draws it,
 * so that React can hydrate it. A page the build prerendered is English, signed out and without a
 * query (`app/prerender/renderPage.tsx`); a page the server drew for a signed-in visitor
 * (`renderSignedInPage.tsx`) names the member, the language and the query. Anyone else gets a
 * fresh render (the page's inline guard has hidden the markup from them already).
 */
export function matchesPrerender({
  prerendered,
  drawnFor,
  location,
  language,
  session,
  memId,
}: {
  /** `#root`'s `data-prerendered`: the path the page was rendered for, if it was. */
  prerendered: string | undefined;
  /** Set when the server drew the page for a signed-in visitor. */
  drawnFor?: DrawnFor | undefined;
  location: Pick<Location, 'pathname' | 'search'>;
  language: Locale;
  session: VisitorStatus;
  /** The signed-in visitor's member id (0 for none). */
  memId: number;
}): boolean {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  if (prerendered !== path) return false;
  if (drawnFor)
    return (
      session !== 'none' &&
      drawnFor.member === String(memId) &&
      drawnFor.lang === language &&
      drawnFor.search === location.search
    );
  return location.search === '' && language === 'en' && session === 'none';
}

/** The visitor `#root` says the server drew it for, if it did. */
export function drawnForOf(root: HTMLElement): DrawnFor | undefined {
  const { member, lang, search } = root.dataset;
  return member === undefined ? undefined : { member, lang: lang ?? '', search: search ?? '' };
}
