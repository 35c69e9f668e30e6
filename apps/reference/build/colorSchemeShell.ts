import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';
import type { browserColors, colorSchemeCss, themeColorMetas } from '@carbonmarket/ui/color-scheme';

/** What `@carbonmarket/ui/color-scheme` gives the page's head. */
export interface ColorSchemeModule {
  colorSchemeCss: typeof colorSchemeCss;
  browserColors: typeof browserColors;
  themeColorMetas: typeof themeColorMetas;
}

/** The design system's colour-scheme entry, loaded by tsx: the package is TypeScript source. */
export const loadColorScheme = async (): Promise<ColorSchemeModule> =>
  (await tsImport('@carbonmarket/ui/color-scheme', import.meta.url)) as ColorSchemeModule;

/**
 * Writes the design system's colour scheme into the page the app starts from (`index.html`, and
 * so every page the build prerenders from it): the browser's `color-scheme` meta, the colour of
 * the browser's bar in each scheme (`theme-color`), and the light and dark custom properties that the `auto` theme reads, with the page's background. The mark
 * shown before the app renders then already sits on the device's or the chosen scheme's
 * background, and the app's JavaScript carries no copy of the stylesheet (ADR 043).
 *
 * The package is TypeScript source, which the config's own loader cannot import: tsx loads it.
 */
export function colorSchemeShell(): Plugin {
  return {
    name: 'carbonmarket:color-scheme-shell',
    async transformIndexHtml() {
      const { colorSchemeCss, themeColorMetas } = await loadColorScheme();
      return [
        {
          tag: 'meta',
          attrs: { name: 'color-scheme', content: 'light dark' },
          injectTo: 'head',
        },
        // The device's setting decides; the server and the app narrow it to a chosen scheme.
        ...themeColorMetas().map((attrs) => ({ tag: 'meta', attrs, injectTo: 'head' as const })),
        {
          tag: 'style',
          children: `${colorSchemeCss()}\nbody { background: var(--cm-color-bg-canvas); }`,
          injectTo: 'head',
        },
      ];
    },
  };
}
