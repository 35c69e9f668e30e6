/**
 * The colour scheme without React (`@carbonmarket/ui/color-scheme`): what a server or a build
 * writes into a page's head so that it paints in the device's or the visitor's scheme before any
 * script runs (ADR 043). The same names are exported from the package's root.
 */
export {
  browserColors,
  colorSchemeCss,
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_CHOICES,
  themeColorMetas,
  toColorSchemeChoice,
} from './theme/colorScheme';
export type { ColorSchemeChoice } from './theme/colorScheme';
