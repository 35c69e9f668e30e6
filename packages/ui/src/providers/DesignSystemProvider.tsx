import { useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { themes } from '../theme/theme';
import type { ThemeName } from '../theme/theme';
import { GlobalStyles } from '../theme/GlobalStyles';
import { createI18n } from '../i18n/createI18n';
import type { Locale } from '../i18n/createI18n';
import { LinkProvider, PlainLink } from './LinkProvider';
import type { LinkComponentProps } from './LinkProvider';

export interface DesignSystemProviderProps {
  /** Language of every string. @default 'en' */
  locale?: Locale;
  /** Colour theme. @default 'light' */
  theme?: ThemeName;
  /**
   * An i18next instance shared with the app, which then owns its language (`locale` is ignored).
   * Without one, an instance is created from the bundled resources for `locale`.
   */
  i18n?: I18n;
  /** The app's router link; a plain anchor otherwise. */
  linkComponent?: ComponentType<LinkComponentProps>;
  /** Adds the global document styles. @default true */
  globalStyles?: boolean;
  children?: ReactNode;
}

/** Everything a screen of the design system needs above it: theme, global styles, i18n and links. */
export function DesignSystemProvider({
  locale = 'en',
  theme = 'light',
  i18n,
  linkComponent = PlainLink,
  globalStyles = true,
  children,
}: DesignSystemProviderProps) {
  const instance = useMemo(() => i18n ?? createI18n(locale), [i18n, locale]);
  return (
    <ThemeProvider theme={themes[theme]}>
      {globalStyles ? <GlobalStyles /> : null}
      <I18nextProvider i18n={instance}>
        <LinkProvider component={linkComponent}>{children}</LinkProvider>
      </I18nextProvider>
    </ThemeProvider>
  );
}
