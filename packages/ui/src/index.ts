/** @carbonmarket/ui: the design system of the carbon-credit marketplace. */

// Foundations
export {
  palette,
  space,
  radius,
  fontFamily,
  fontSize,
  lineHeight,
  fontWeight,
  zIndex,
  motion,
  size,
} from './tokens/primitives';
export { TAB_BAR_HEIGHT_PX, REACH_BOTTOM_DISTANCE_PX } from './tokens/layout';
export { lightTheme, darkTheme, themes } from './theme/theme';
export type { Theme, ThemeChoice, ThemeColors, ThemeName } from './theme/theme';
export { autoTheme } from './theme/colorScheme';
export { themeOf } from './theme/themeOf';
export * from './colorScheme';
export { GlobalStyles } from './theme/GlobalStyles';
export { ColorSchemeStyles } from './theme/ColorSchemeStyles';
export { intlLocale, toLocale } from './i18n/locale';
export type { Locale } from './i18n/locale';
export { createI18n } from './i18n/createI18n';
export {
  createLazyI18n,
  hasLanguage,
  loadLanguage,
  loadLegalTexts,
  loadAreaTexts,
} from './i18n/loadTranslations';
export type { TextArea } from './i18n/loadTranslations';
export { resources } from './i18n/resources';
export { useLocale } from './i18n/useLocale';
export { useErrorText } from './i18n/useErrorText';
export { errorTextOf } from './i18n/errorText';
export { formatDate } from './i18n/formatDate';
export type { ErrorText } from './i18n/errorText';
export { DesignSystemProvider } from './providers/DesignSystemProvider';
export type { DesignSystemProviderProps } from './providers/DesignSystemProvider';
export { DesignSystemRoot } from './providers/DesignSystemRoot';
export type { DesignSystemRootProps } from './providers/DesignSystemRoot';
export { Link, LinkProvider, PlainLink, useLinkComponent } from './providers/LinkProvider';
export type { LinkComponentProps } from './providers/LinkProvider';
export type { ScreenLinks, ShortFinalPayment, ShortOrder, ShortPlan } from './links/screenLinks';
export { Icon } from './icons/Icon';
export type { IconName, IconProps } from './icons/Icon';
export { StatusIcon } from './icons/StatusIcon';
export type { StatusIconProps } from './icons/StatusIcon';
export type { StatusIconName } from './icons/statusPaths';

// Components
export { Button, ButtonLink } from './components/Button';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { IconButton } from './components/IconButton';
export type { IconButtonProps, IconButtonVariant } from './components/IconButton';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export * from './components/forms';
export * from './components/display';
export * from './components/feedback';
export * from './components/layout';
export { LanguageSwitch } from './components/LanguageSwitch';
export type { LanguageSwitchProps } from './components/LanguageSwitch';

// Forms (react-hook-form with the domain's schemas)
export * from './forms/forms';

// Screens: each is its own entry, `@carbonmarket/ui/screens/<area>/<Name>Screen` (ADR 036). Here
// only the types of data more than one screen shows.
export type { Loadable } from './components/loadable';
export type {
  CreditHolding,
  CreditHoldings,
  CreditSale,
  SellTerms,
  SellableHolding,
} from './screens/credits/shared/creditTypes';
