import {
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  palette,
  radius,
  size,
  space,
  zIndex,
} from '../tokens/primitives';
import type { StatusTone } from '@carbonmarket/domain';

/** Colours by role. Every text/background pair used together meets WCAG 2.2 AA (checked in tests). */
export interface ThemeColors {
  bg: {
    /** Behind everything: the page. */
    canvas: string;
    /** Cards, sheets, bars. */
    surface: string;
    /** A subtly darker or lighter fill inside a surface (inputs, skeletons, pressed rows). */
    subtle: string;
    fillBrand: string;
    fillBrandPressed: string;
    fillBrandSubtle: string;
    fillCritical: string;
    fillCriticalPressed: string;
    fillDisabled: string;
    /** Dims the page behind dialogs and sheets. */
    overlay: string;
    /** Toast background. */
    inverse: string;
  };
  text: {
    primary: string;
    secondary: string;
    disabled: string;
    onBrand: string;
    onCritical: string;
    onInverse: string;
    brand: string;
    link: string;
    critical: string;
    success: string;
  };
  border: {
    default: string;
    strong: string;
    critical: string;
    focus: string;
  };
  status: Record<StatusTone, { bg: string; fg: string }>;
}

/** The product theme: semantic colours plus the shared scales. */
export interface Theme {
  /** `auto`: colours read from custom properties that follow the page's scheme (ADR 043). */
  name: 'light' | 'dark' | 'auto';
  color: ThemeColors;
  space: typeof space;
  radius: typeof radius;
  font: {
    family: typeof fontFamily;
    size: typeof fontSize;
    lineHeight: typeof lineHeight;
    weight: typeof fontWeight;
  };
  shadow: { card: string; raised: string; overlay: string };
  zIndex: typeof zIndex;
  motion: typeof motion;
  size: typeof size;
  /**
   * Semantic spacing used by page-level layout. `inlineTargetPadding` pads a link in running text
   * above and below (an inline box's padding moves no line) so that what a tap hits is at least
   * 24 px high (WCAG 2.2 SC 2.5.8).
   */
  layout: {
    pagePadding: string;
    sectionGap: string;
    fieldGap: string;
    inlineTargetPadding: string;
  };
}

const shared = {
  space,
  radius,
  font: { family: fontFamily, size: fontSize, lineHeight, weight: fontWeight },
  zIndex,
  motion,
  size,
  layout: {
    pagePadding: space[400],
    sectionGap: space[600],
    fieldGap: space[400],
    inlineTargetPadding: space[100],
  },
} as const;

export const lightTheme: Theme = {
  ...shared,
  name: 'light',
  color: {
    bg: {
      canvas: palette.grey[50],
      surface: palette.white,
      subtle: palette.grey[100],
      fillBrand: palette.green[600],
      fillBrandPressed: palette.green[700],
      fillBrandSubtle: palette.green[50],
      fillCritical: palette.red[600],
      fillCriticalPressed: palette.red[700],
      fillDisabled: palette.grey[200],
      overlay: 'rgba(12, 16, 14, 0.55)',
      inverse: palette.grey[850],
    },
    text: {
      primary: palette.grey[900],
      secondary: palette.grey[600],
      disabled: palette.grey[500],
      onBrand: palette.white,
      onCritical: palette.white,
      onInverse: palette.white,
      brand: palette.green[700],
      link: palette.green[700],
      critical: palette.red[600],
      success: palette.green[700],
    },
    border: {
      default: palette.grey[200],
      strong: palette.grey[500],
      critical: palette.red[600],
      focus: palette.blue[600],
    },
    status: {
      neutral: { bg: palette.grey[100], fg: palette.grey[700] },
      info: { bg: palette.blue[50], fg: palette.blue[700] },
      success: { bg: palette.green[50], fg: palette.green[700] },
      warning: { bg: palette.amber[50], fg: palette.amber[800] },
      critical: { bg: palette.red[50], fg: palette.red[700] },
    },
  },
  shadow: {
    card: '0 1px 2px rgba(12, 16, 14, 0.06), 0 1px 3px rgba(12, 16, 14, 0.08)',
    raised: '0 4px 12px rgba(12, 16, 14, 0.12)',
    overlay: '0 12px 32px rgba(12, 16, 14, 0.24)',
  },
};

/** Dark theme: a partial override of the light one (colours and shadows only). */
export const darkTheme: Theme = {
  ...lightTheme,
  name: 'dark',
  color: {
    bg: {
      canvas: palette.grey[950],
      surface: palette.grey[900],
      subtle: palette.grey[800],
      fillBrand: palette.green[300],
      fillBrandPressed: palette.green[200],
      fillBrandSubtle: palette.green[900],
      fillCritical: palette.red[300],
      fillCriticalPressed: palette.red[100],
      fillDisabled: palette.grey[800],
      overlay: 'rgba(0, 0, 0, 0.7)',
      inverse: palette.grey[100],
    },
    text: {
      primary: palette.grey[50],
      secondary: palette.grey[300],
      disabled: palette.grey[400],
      onBrand: palette.grey[950],
      onCritical: palette.grey[950],
      onInverse: palette.grey[900],
      brand: palette.green[300],
      link: palette.green[300],
      critical: palette.red[300],
      success: palette.green[300],
    },
    border: {
      default: palette.grey[800],
      strong: palette.grey[400],
      critical: palette.red[300],
      focus: palette.blue[300],
    },
    status: {
      neutral: { bg: palette.grey[800], fg: palette.grey[100] },
      info: { bg: palette.blue[900], fg: palette.blue[100] },
      success: { bg: palette.green[900], fg: palette.green[100] },
      warning: { bg: palette.amber[900], fg: palette.amber[100] },
      critical: { bg: palette.red[900], fg: palette.red[100] },
    },
  },
  shadow: {
    card: '0 1px 2px rgba(0, 0, 0, 0.5)',
    raised: '0 4px 12px rgba(0, 0, 0, 0.6)',
    overlay: '0 12px 32px rgba(0, 0, 0, 0.7)',
  },
};

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;

/** What a design-system root takes: a fixed theme, or `auto` (`colorScheme.ts`). */
export type ThemeChoice = ThemeName | 'auto';

// Types every styled component's `theme` as the product Theme, wherever this module is loaded.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  export interface DefaultTheme extends Theme {}
}
