// Whether a measured page is the page intended: the verdicts `bench:app` gives before it reports
// a page's figures. Pure functions of what the browser saw, so a wrong page (a visitor sent to
// login, a not-found page, a guard's dialog, a session the app dropped) is refused rather than
// measured.

/** Who is signed in: nobody, a one-tap guest, or a member. */
export type Visitor = 'signed out' | 'guest' | 'member';

/** A heading, as the accessibility tree names it: its level and its text. */
export interface Heading {
  level: number;
  text: string;
}

/** What identifies a page of the app. */
export interface PageExpectation {
  /** The path the page must end on (after any redirect). */
  route: string;
  /**
   * The page's level-1 heading: its title (in the nav bar, outside the main landmark, on most
   * pages; inside it on Start).
   */
  title: string;
  /** A heading the page's main landmark must contain: what tells this page from its neighbours. */
  mainHeading: Heading;
  /** Who the app must still hold as signed in once the page has loaded. */
  visitor: Visitor;
}

/** What a browser saw on the page once it had rendered. */
export interface ObservedPage {
  /** `location.pathname` at the end of the visit. */
  path: string;
  /** The text of every level-1 heading of the document. */
  titles: string[];
  /** How many main landmarks (`<main>` or role=main) the document has. */
  mainLandmarks: number;
  /** The headings inside the main landmark, in document order. */
  mainHeadings: Heading[];
  /** The names (or first words) of the dialogs open over the page. */
  openDialogs: string[];
  /** Who the app's storage holds as signed in at the end of the visit. */
  visitor: Visitor;
}

export type Verdict = { ok: true } | { ok: false; reason: string };

const OK: Verdict = { ok: true };
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const quote = (text: string) => `"${clean(text)}"`;
const show = (heading: Heading) => `h${heading.level} ${quote(heading.text)}`;

/** The path a URL ends on, or the text itself when it is not a URL. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** Whether a page ended on `route`: Lighthouse's final displayed URL, for example. */
export function urlVerdict(finalUrl: string, route: string): Verdict {
  const landed = pathOf(finalUrl);
  return landed === route ? OK : { ok: false, reason: `ended on ${landed}, not ${route}` };
}

/** Whether the page a browser saw is the one expected: its path, title and main landmark. */
export function landmarkVerdict(observed: ObservedPage, expected: PageExpectation): Verdict {
  const url = urlVerdict(observed.path, expected.route);
  if (!url.ok) return url;
  if (observed.visitor !== expected.visitor) {
    return { ok: false, reason: `seen ${observed.visitor}, not ${expected.visitor}` };
  }
  if (observed.openDialogs.length > 0) {
    return {
      ok: false,
      reason: `a dialog covers the page: ${observed.openDialogs.map(quote).join(', ')}`,
    };
  }
  if (observed.mainLandmarks !== 1) {
    return { ok: false, reason: `${observed.mainLandmarks} main landmarks, not 1` };
  }
  if (!observed.titles.some((title) => clean(title) === clean(expected.title))) {
    const found = observed.titles.length ? observed.titles.map(quote).join(', ') : 'none';
    return {
      ok: false,
      reason: `no level-1 heading ${quote(expected.title)} (found ${found})`,
    };
  }
  const wanted = expected.mainHeading;
  const inMain = observed.mainHeadings.some(
    (heading) => heading.level === wanted.level && clean(heading.text) === clean(wanted.text),
  );
  if (!inMain) {
    const found = observed.mainHeadings.length
      ? observed.mainHeadings.map(show).join(', ')
      : 'no heading';
    return { ok: false, reason: `the main landmark lacks ${show(wanted)} (it holds ${found})` };
  }
  return OK;
}
