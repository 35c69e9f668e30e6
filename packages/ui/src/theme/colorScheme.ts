import {
  COLOR_SCHEME_ATTRIBUTE,
  THEME_COLOR_SCHEME_ATTRIBUTE,
  themeColorMedia,
} from '@carbonmarket/domain';
import { darkTheme, lightTheme } from './theme';
import type { Theme } from './theme';

/**
 * The page's colour scheme as a choice: the device's setting, or light or dark whatever the
 * device says. An app keeps the visitor's choice; `auto` themes follow it (ADR 043).
 */
export type ColorSchemeChoice = 'system' | 'light' | 'dark';

export const COLOR_SCHEME_CHOICES: readonly ColorSchemeChoice[] = ['system', 'light', 'dark'];

/** Reads a stored or sent choice; anything else is the device's setting. */
export const toColorSchemeChoice = (value: unknown): ColorSchemeChoice =>
  value === 'light' || value === 'dark' ? value : 'system';

export { COLOR_SCHEME_ATTRIBUTE };

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property that holds the value at a path of the theme: `--cm-color-bg-canvas`. */
const propertyName = (path: readonly string[]) => `--cm-${path.map(kebab).join('-')}`;

const entries = (tree: object) => Object.entries(tree as Record<string, unknown>);

/** Every string leaf of a tree of strings, with its path. */
function leaves(tree: object, path: readonly string[] = []): [readonly string[], string][] {
  return entries(tree).flatMap(([key, value]): [readonly string[], string][] => {
    if (typeof value === 'string') return [[[...path, key], value]];
    return typeof value === 'object' && value !== null ? leaves(value, [...path, key]) : [];
  });
}

/** A tree of strings of the same shape, each leaf replaced by what `leaf` makes of its path. */
function mapLeaves<T extends object>(
  tree: T,
  leaf: (path: readonly string[]) => string,
  path: readonly string[] = [],
): T {
  const mapped = entries(tree).map(([key, value]) => [
    key,
    typeof value === 'object' && value !== null
      ? mapLeaves(value, leaf, [...path, key])
      : leaf([...path, key]),
  ]);
  // Every key is kept and every leaf stays a string, so the result has the input's shape.
  return Object.fromEntries(mapped) as T;
}

/** What differs between the light and the dark theme: the colours and the shadows. */
const schemeValues = ({ color, shadow }: Theme) => ({ color, shadow });

/** The declarations of one scheme's custom properties, with the browser's own `color-scheme`. */
const declarations = (theme: Theme) =>
  [
    `color-scheme: ${theme.name};`,
    ...leaves(schemeValues(theme)).map(([path, value]) => `${propertyName(path)}: ${value};`),
  ].join(' ');

/**
 * The theme that follows the page's colour scheme: the light theme's scales, with every colour
 * and shadow read from a custom property that `colorSchemeCss` declares for light and for dark.
 * One rendering of a page then paints right in either scheme, and a change of scheme repaints
 * without rendering again.
 */
export const autoTheme: Theme = {
  ...lightTheme,
  name: 'auto',
  ...mapLeaves(schemeValues(lightTheme), (path) => `var(${propertyName(path)})`),
};

/**
 * The colours a browser paints around the page, per scheme: its own bar (and an installed app's
 * status bar) takes the nav bar's surface, so the two read as one; an installed app's splash
 * screen takes the page's canvas, so the first page appears on the same background.
 */
export const browserColors = {
  light: { bar: lightTheme.color.bg.surface, background: lightTheme.color.bg.canvas },
  dark: { bar: darkTheme.color.bg.surface, background: darkTheme.color.bg.canvas },
} as const;

/**
 * The attributes of a page's two `theme-color` metas, one per scheme, each naming its scheme: the
 * browser's bar takes the device's scheme's colour, or the `chosen` one's whatever the device
 * says (the server and the app narrow it as the visitor chooses).
 */
export function themeColorMetas(chosen: 'light' | 'dark' | null = null): Record<string, string>[] {
  return (['light', 'dark'] as const).map((scheme) => ({
    name: 'theme-color',
    media: themeColorMedia(scheme, chosen),
    content: browserColors[scheme].bar,
    [THEME_COLOR_SCHEME_ATTRIBUTE]: scheme,
  }));
}

/**
 * The stylesheet the `auto` theme needs: the light values by default and under
 * `data-color-scheme="light"`, the dark values when the device prefers dark and the root does not
 * say light, and under `data-color-scheme="dark"`. The light and dark themes stay the one source.
 */
export function colorSchemeCss(): string {
  const attribute = (value: 'light' | 'dark') => `[${COLOR_SCHEME_ATTRIBUTE}='${value}']`;
  return [
    `:root, ${attribute('light')} { ${declarations(lightTheme)} }`,
    `@media (prefers-color-scheme: dark) { :root:not(${attribute('light')}) { ${declarations(darkTheme)} } }`,
    `${attribute('dark')} { ${declarations(darkTheme)} }`,
  ].join('\n');
}
