import { createI18n, toLocale } from '@carbonmarket/ui';
import type { Locale } from '@carbonmarket/ui';
import type { SignInData } from '../session/sessionStore';
import { languageStore, sessionStore } from '../app/platform';

/**
 * Puts the platform's stores where a connected story starts: the story's language, and the given
 * session (or none). Call it from `beforeEach`.
 */
export function startStory(globals: Record<string, unknown>, session: SignInData | null = null) {
  const locale = toLocale(globals['locale']);
  languageStore.set(locale);
  sessionStore.clear();
  if (session !== null) sessionStore.signIn(session);
}

/** The app's translations in the story's language, for play functions. */
export function storyT(globals: Record<string, unknown>) {
  const locale: Locale = toLocale(globals['locale']);
  return createI18n(locale).t;
}
