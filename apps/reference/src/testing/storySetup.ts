import { createI18n, errorTextOf, loadLanguage, toLocale } from '@carbonmarket/ui';
import type { ErrorText, Locale } from '@carbonmarket/ui';
import type { SignInData } from '../lib/session/sessionStore';
import type { StorageKey } from '../lib/storage/storageKeys';
import { baseSettingsStore, i18n, languageStore, sessionStore } from '../lib/services';
import { guestOffer } from '../lib/feedback/guestOffer';
import { baseConfig } from './fixtures/baseConfig';
import '../app/routes/routeTree';

/**
 * Puts the platform's stores where a connected story starts: the story's language, no open offer,
 * base config from a server that is not a demo (a demo story loads its own afterwards), and the
 * given session (or none). It also loads both languages into the app's own i18next instance, as
 * main.tsx loads the visitor's before the first render: the API client words its toasts with it
 * (the connected app renders with a bundled instance). Return it from `beforeEach`.
 */
export async function startStory(
  globals: Record<string, unknown>,
  session: SignInData | null = null,
): Promise<void> {
  const locale = toLocale(globals['locale']);
  languageStore.set(locale);
  guestOffer.set(null);
  baseSettingsStore.set(baseConfig());
  sessionStore.clear();
  if (session !== null) sessionStore.signIn(session);
  await loadLanguage(i18n, otherLocale(globals));
  await loadLanguage(i18n, locale);
}

/** The app's translations in the story's language, for play functions. */
export function storyT(globals: Record<string, unknown>) {
  const locale: Locale = toLocale(globals['locale']);
  return createI18n(locale).t;
}

/** The message of an error code in the story's language, as the screens show it, for play functions. */
export function storyErrorText(globals: Record<string, unknown>): ErrorText {
  return errorTextOf(storyT(globals));
}

/** The language a story does not start in (what a play function switches to). */
export function otherLocale(globals: Record<string, unknown>): Locale {
  return toLocale(globals['locale']) === 'cn' ? 'en' : 'cn';
}

/** What the app keeps under one of its storage keys (the platform's stores use localStorage). */
export function stored(key: StorageKey): string | null {
  return window.localStorage.getItem(key);
}
