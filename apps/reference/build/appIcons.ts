/**
 * The installed app's icons, in the sizes phones ask for: 192 and 512 pixels for Android's home
 * screen and splash, a maskable 512 that Android crops to its own shape, and Apple's 180-pixel
 * touch icon. Each is drawn from an SVG in `apps/reference/icons/` by `npm run icons`.
 */
export interface AppIcon {
  /** Under `public/`, so served at `/${file}`. */
  readonly file: string;
  readonly size: number;
  /** `any`: the mark as it is, corners transparent; `maskable`: full-bleed, for the system's mask. */
  readonly purpose: 'any' | 'maskable';
  /** The SVG it is drawn from. */
  readonly source: 'mark.svg' | 'mark-full-bleed.svg';
  /** Listed in the web app manifest (Apple's icon is named by a link in the page instead). */
  readonly inManifest: boolean;
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any', source: 'mark.svg', inManifest: true },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any', source: 'mark.svg', inManifest: true },
  {
    file: 'icons/maskable-512.png',
    size: 512,
    purpose: 'maskable',
    source: 'mark-full-bleed.svg',
    inManifest: true,
  },
  {
    file: 'icons/apple-touch-icon-180.png',
    size: 180,
    purpose: 'maskable',
    source: 'mark-full-bleed.svg',
    inManifest: false,
  },
];
