import type { ComponentType, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { lightTheme } from '../theme/theme';
import type { Theme } from '../theme/theme';
import { GlobalStyles } from '../theme/GlobalStyles';
import { LinkProvider, PlainLink } from './LinkProvider';
import type { LinkComponentProps } from './LinkProvider';

export interface DesignSystemRootProps {
  /** The app's i18next instance, which owns the language (see `createLazyI18n`). */
  i18n: I18n;
  /**
   * Colour theme, as the object: `lightTheme`, `darkTheme`, or `autoTheme`, which follows the
   * device's setting and the root element's `data-color-scheme` attribute with no render
   * (ADR 043). `autoTheme` reads custom properties that the page declares: `colorSchemeCss()` of
   * `@carbonmarket/ui/color-scheme` in its head (best: it paints before any script), or
   * `<ColorSchemeStyles />` rendered in the tree. An object, not a name, so that a bundle keeps
   * only the theme it uses. @default lightTheme
   */
  theme?: Theme;
  /** The app's router link; a plain anchor otherwise. */
  linkComponent?: ComponentType<LinkComponentProps>;
  /** Adds the global document styles. @default true */
  globalStyles?: boolean;
  children?: ReactNode;
}

/**
 * What a screen of the design system needs above it, around an i18next instance the app brings.
 * Unlike `DesignSystemProvider` it bundles no translations, so an app can load them in parts.
 */
export function DesignSystemRoot({
  i18n,
  theme = lightTheme,
  linkComponent = PlainLink,
  globalStyles = true,
  children,
}: DesignSystemRootProps) {
  return (
    <ThemeProvider theme={theme}>
      {globalStyles ? <GlobalStyles /> : null}
      <I18nextProvider i18n={i18n}>
        <LinkProvider component={linkComponent}>{children}</LinkProvider>
      </I18nextProvider>
    </ThemeProvider>
  );
}
