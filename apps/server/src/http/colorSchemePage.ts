import {
  COLOR_SCHEME_ATTRIBUTE,
  PAGE_COOKIES,
  THEME_COLOR_SCHEME_ATTRIBUTE,
  themeColorMedia,
} from '@carbonmarket/domain';

/** A colour scheme a visitor chose over the device's setting. */
export type ChosenColorScheme = 'light' | 'dark';

/** The scheme a page request's cookies name, or null: the device's setting decides. */
export function chosenColorScheme(
  cookies: Readonly<Record<string, string | undefined>>,
): ChosenColorScheme | null {
  const value = cookies[PAGE_COOKIES.colorScheme];
  return value === 'light' || value === 'dark' ? value : null;
}

const HTML_TAG = /<html(?=[\s>])/i;
const THEME_COLOR_META = /<meta\b[^>]*\bname="theme-color"[^>]*>/gi;
const META_SCHEME = new RegExp(`\\b${THEME_COLOR_SCHEME_ATTRIBUTE}="(light|dark)"`);
const MEDIA = /\bmedia="[^"]*"/;

/**
 * The page with the chosen scheme on its root element, so that it paints in that scheme before
 * any script runs (ADR 043), and with the browser's bar in that scheme's colour: of the two
 * `theme-color` metas, the chosen scheme's applies always and the other never. As it is when
 * nothing was chosen or it has no `<html>` tag.
 */
export function withColorScheme(html: string, scheme: ChosenColorScheme | null): string {
  if (scheme === null || !HTML_TAG.test(html)) return html;
  return html
    .replace(HTML_TAG, `<html ${COLOR_SCHEME_ATTRIBUTE}="${scheme}"`)
    .replace(THEME_COLOR_META, (tag) => {
      const own = META_SCHEME.exec(tag)?.[1] as 'light' | 'dark' | undefined;
      return own === undefined
        ? tag
        : tag.replace(MEDIA, `media="${themeColorMedia(own, scheme)}"`);
    });
}
