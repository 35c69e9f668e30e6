/*
 * How the strings are split into i18next namespaces. An instance that loads in parts (the app's,
 * `createLazyI18n`) holds each namespace as it arrives; the bundled one (`createI18n`) holds
 * everything in the core namespace. Every file's keys start with its area (`onboarding.login.title`,
 * `errors.NETWORK_ERROR`), so a key reads the same in both: the lazy instance looks a key up in
 * the core namespace first and then in the others (i18next's `fallbackNS`).
 */

/** The core namespace: the shell's and most screens' strings; bundled in English. */
export const CORE_NAMESPACE = 'translation';

/**
 * The areas whose English strings come with their own pages rather than with the entry: the
 * onboarding area and Settings, the orders, a project's own pages (overview, information, buying,
 * booking, final payment), the Profile tab, the carbon credits, the wallet (top-up, withdrawal,
 * fund records), the news, the carbon footprint (questionnaire and result), and the operator's
 * console (never in a member's download, in either language).
 */
export type TextArea =
  | 'onboarding'
  | 'orders'
  | 'projectPages'
  | 'profile'
  | 'credits'
  | 'wallet'
  | 'news'
  | 'footprint'
  | 'console';

/**
 * The namespaces fetched by the backend: the error messages (every page needs them, loaded with
 * the language), the areas, and the terms and the privacy policy (long texts, read rarely).
 */
export type LazyNamespace = 'errors' | TextArea | 'legal';

/** The namespace of the error messages, `errors.<CODE>`. */
export const ERRORS_NAMESPACE = 'errors' satisfies LazyNamespace;

/** Every namespace besides the core, in the order a key missing from the core is looked for. */
export const LAZY_NAMESPACES: readonly LazyNamespace[] = [
  'errors',
  'onboarding',
  'orders',
  'projectPages',
  'profile',
  'credits',
  'wallet',
  'news',
  'footprint',
  'console',
  'legal',
];
