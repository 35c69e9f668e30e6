import { createLazyI18n, errorTextOf } from '@carbonmarket/ui';
import { createFeedbackChannel } from '../lib/feedback/feedbackChannel';
import { createLanguageStore } from '../lib/language/languageStore';
import { loadRuntimeConfig } from '../lib/config/runtimeConfig';
import { appFetch } from '../lib/api/transport';
import { browserStorage, createMemoryStorage } from '../lib/storage/memoryStorage';
import { createOperatorSessionStore } from './session/operatorSessionStore';
import { createSessionEndStore } from './session/sessionEndStore';
import { createConsoleApi } from './api/createConsoleApi';

/**
 * The console's composition root: one of each service for the tab. Nothing here is the member
 * app's (`lib/services`): the console neither reads nor writes a member's session or page cookies.
 */
export const log = (message: string, detail?: unknown): void => {
  if (detail === undefined) console.warn(`[carbonmarket console] ${message}`);
  else console.warn(`[carbonmarket console] ${message}`, detail);
};

/** The tab's `sessionStorage`, or memory when the browser refuses it. */
function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const storage = window.sessionStorage;
    storage.getItem('cm.console.session');
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

const storage = tabStorage();
export const operatorSession = createOperatorSessionStore(storage);
/** The language, shared with the member app of the same browser (`currLang`). */
export const languageStore = createLanguageStore(browserStorage());
export const i18n = createLazyI18n();
export const feedbackChannel = createFeedbackChannel();
/** Why the last session ended, for the sign-in to say, kept through a reload; null once said. */
export const sessionEndReason = createSessionEndStore(storage);
// A new session (signed in, enrolled) leaves no old reason for a later sign-in to say.
operatorSession.subscribe(() => {
  if (operatorSession.get() !== null) sessionEndReason.set(null);
});

let runtimeConfig: ReturnType<typeof loadRuntimeConfig> | null = null;
const apiOrigin = async () => {
  runtimeConfig ??= loadRuntimeConfig(appFetch, log);
  return (await runtimeConfig).apiOrigin;
};

export const consoleApi = createConsoleApi({
  fetch: appFetch,
  createXhr: () => new XMLHttpRequest(),
  origin: apiOrigin,
  session: operatorSession,
  lang: languageStore.get,
  errorText: (code) => errorTextOf(i18n.getFixedT(languageStore.get()))(code),
  feedback: feedbackChannel,
  log,
  onSessionEnded: sessionEndReason.set,
});

/** The origin the API (and so the console's socket) is at: the page's own unless configured. */
export const consoleApiOrigin = apiOrigin;
