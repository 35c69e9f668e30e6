import { COLOR_SCHEME_ATTRIBUTE, PAGE_COOKIES } from '@carbonmarket/domain';

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

/**
 * The page with the chosen scheme on its root element, so that it paints in that scheme before
 * any script runs (ADR 043); as it is when nothing was chosen or it has no `<html>` tag.
 */
export function withColorScheme(html: string, scheme: ChosenColorScheme | null): string {
  if (scheme === null) return html;
  return html.replace(HTML_TAG, `<html ${COLOR_SCHEME_ATTRIBUTE}="${scheme}"`);
}
