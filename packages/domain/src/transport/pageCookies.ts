/**
 * The cookies a browser sends with a request for a page, so that the server can draw a signed-in
 * visitor's page with their data, in their language, before any JavaScript runs. The app keeps
 * them equal to what it stores (the session's token, the interface language). Only requests for
 * pages read them: the API authenticates by the `Authorization` header alone, so a cookie never
 * authorizes a call.
 */
export const PAGE_COOKIES = {
  /** The session's token, as the `Authorization` header carries it. */
  session: 'cm_session',
  /** The interface language, `en` or `cn`. */
  language: 'cm_lang',
} as const;
