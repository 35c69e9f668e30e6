import { useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { ThemeChoice } from '../theme/theme';
import { createI18n } from '../i18n/createI18n';
import type { Locale } from '../i18n/locale';
import type { LinkComponentProps } from './LinkProvider';
import { DesignSystemRoot } from './DesignSystemRoot';
import { themeOf } from '../theme/themeOf';

export interface DesignSystemProviderProps {
  /** Language of every string. @default 'en' */
  locale?: Locale;
  /**
   * Colour theme by name: fixed, or `auto`, which follows the device and `data-color-scheme`
   * (see `DesignSystemRoot`). @default 'light'
   */
  theme?: ThemeChoice;
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

/**
 * Everything a screen of the design system needs above it: theme, global styles, i18n and links,
 * with every translation bundled. Apps that load translations in parts use `DesignSystemRoot`.
 */
export function DesignSystemProvider({
  locale = 'en',
  i18n,
  theme = 'light',
  ...rest
}: DesignSystemProviderProps) {
  const instance = useMemo(() => i18n ?? createI18n(locale), [i18n, locale]);
  return <DesignSystemRoot i18n={instance} theme={themeOf(theme)} {...rest} />;
}
