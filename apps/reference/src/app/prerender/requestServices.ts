import { randomUUID } from 'node:crypto';
import type { QueryClient } from '@tanstack/react-query';
import { createI18n, errorTextOf } from '@carbonmarket/ui';
import type { Locale } from '@carbonmarket/ui';
import { createApiClient } from '../../lib/api/apiClient';
import { createFeedbackChannel } from '../../lib/feedback/feedbackChannel';
import { bindApi } from '../../lib/query/clientApi';
import { createQueryClient } from '../../lib/query/createQueryClient';
import { createSessionStore } from '../../lib/session/sessionStore';
import type { SignInData } from '../../lib/session/sessionStore';
import { settingsVersion } from '../../lib/session/baseSettings';
import { createLanguageStore } from '../../lib/language/languageStore';
import { createMemoryStorage } from '../../lib/storage/memoryStorage';
import { log } from '../../lib/services';
import type { AppServices } from '../App';

/** The strings of each language, whole: made once per process and only read by renders. */
const strings = new Map<Locale, ReturnType<typeof createI18n>>();
const stringsOf = (language: Locale) => {
  let i18n = strings.get(language);
  if (!i18n) {
    i18n = createI18n(language);
    strings.set(language, i18n);
  }
  return i18n;
};

/**
 * What the server's render of one page uses, made for that request alone (ADR 027): the
 * visitor's session and language in memory, a query cache whose queries call the API through
 * `fetch` (the server's own, in its process) with the visitor's token, and the language's
 * strings. Nothing here is shared with another request, so renders may load their data at the
 * same time.
 */
export function requestServices(request: {
  session: SignInData;
  language: Locale;
  fetch: typeof fetch;
}): AppServices & { queryClient: QueryClient } {
  const sessionStore = createSessionStore(createMemoryStorage());
  sessionStore.signIn(request.session);
  const languageStore = createLanguageStore(createMemoryStorage());
  languageStore.set(request.language);
  const i18n = stringsOf(request.language);
  const api = createApiClient({
    fetch: request.fetch,
    createXhr: () => {
      throw new Error('A page drawn on the server uploads nothing');
    },
    origin: () => '',
    token: () => sessionStore.getSnapshot().token,
    lang: () => request.language,
    version: () => settingsVersion(null),
    now: () => new Date(),
    newKey: () => randomUUID(),
    clearSession: () => undefined,
    feedback: createFeedbackChannel(),
    log,
    errorText: (code) => errorTextOf(i18n.getFixedT(request.language))(code),
  });
  const queryClient = bindApi(createQueryClient(), api);
  return { sessionStore, languageStore, i18n, queryClient };
}
