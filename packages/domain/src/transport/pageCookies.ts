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
  /**
   * The colour scheme chosen, `light` or `dark`; absent, the device's setting decides. Every page
   * the server sends carries it on its root element, so it paints in that scheme at once.
   */
  colorScheme: 'cm_scheme',
} as const;

/**
 * The attribute of a page's root element that sets its colour scheme, `light` or `dark`, over the
 * device's setting: the server writes the `colorScheme` cookie's choice there, the app keeps it
 * equal to the choice, and the design system's `auto` theme paints from it.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/**
 * The attribute of each of a page's two `theme-color` metas (the browser's bar, an installed
 * app's status bar) that names the scheme whose colour it holds, `light` or `dark`.
 */
export const THEME_COLOR_SCHEME_ATTRIBUTE = 'data-scheme';

/**
 * The `media` of the `theme-color` meta holding `scheme`'s colour, so that the browser's bar
 * takes the chosen scheme's colour: that of the device's setting when nothing is chosen (`null`),
 * else the chosen scheme's meta always (`all`) and the other never (`not all`).
 */
export function themeColorMedia(scheme: 'light' | 'dark', chosen: 'light' | 'dark' | null): string {
  if (chosen === null) return `(prefers-color-scheme: ${scheme})`;
  return scheme === chosen ? 'all' : 'not all';
}
