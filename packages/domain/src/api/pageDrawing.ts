import type { Locale } from '../money/money';
import type { ResponseOf } from './endpoint';
import type { endpoints } from './registry';

/**
 * What the reference server and the app's renderer of signed-in pages agree on (ADR 027): the
 * server loads the renderer from the app's build and calls it through this interface, which both
 * sides' type checks hold them to.
 */

/** The visitor a page is drawn for: the session a sign-in returns (without its device token). */
export type DrawingSession = ResponseOf<typeof endpoints.auth.guestLogin>;

/**
 * One page to draw. `Fetch` is the platform's `fetch` (the domain is built without the DOM's
 * types; both sides give `typeof fetch`).
 */
export interface PageDrawingRequest<Fetch = unknown> {
  pathname: string;
  /** The address's query, with its `?`, or empty. */
  search: string;
  session: DrawingSession;
  language: Locale;
  /** A demo server: the page has the demo notice. */
  demo: boolean;
  /** How the render reads the API: the server's own, in its process. */
  fetch: Fetch;
}

/** A drawn page, opaque to the server but for the module whose template it goes into. */
export interface DrawnPageShape {
  /** The page's module (a key of the build's manifest): its template is chosen by it. */
  routeModule: string;
}

/** Whom and what a drawn page's document names, for the browser's checks before hydrating. */
export interface DrawnFor {
  pathname: string;
  search: string;
  memId: number;
  language: Locale;
  demo: boolean;
}

/** The renderer's module (`serverRender.js` in the app's Node build). */
export interface PageRenderer<Page extends DrawnPageShape = DrawnPageShape, Fetch = unknown> {
  /** The page drawn with the visitor's data, or null when the app should draw it itself. */
  renderSignedInPage(request: PageDrawingRequest<Fetch>): Promise<Page | null>;
  /** The HTML document of a drawn page, from its route's template. */
  signedInDocument(template: string, page: Page, drawnFor: DrawnFor): string;
}
