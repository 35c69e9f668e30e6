import type { ManifestOptions } from 'vite-plugin-pwa';
import { APP_ICONS } from './appIcons';

/** The two colours an installed app paints before its page does, for one colour scheme. */
export interface SchemeColors {
  /** The status bar and title bar. */
  readonly bar: string;
  /** The splash screen behind the icon while the first page loads. */
  readonly background: string;
}

/**
 * What a phone reads to install the app (`/manifest.webmanifest`): its names, the icons
 * (`appIcons.ts`), where it opens and how. A manifest holds one pair of colours, the light
 * scheme's; the page's own `theme-color` metas give the dark one (`colorSchemeShell.ts`).
 */
export function webAppManifest(light: SchemeColors): Partial<ManifestOptions> {
  return {
    id: '/',
    name: 'Carbon Market',
    short_name: 'Carbon Market',
    description: 'Buy and sell verified carbon-offset credits, priced per ton in SGD.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: light.bar,
    background_color: light.background,
    categories: ['finance'],
    icons: APP_ICONS.filter((icon) => icon.inManifest).map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
