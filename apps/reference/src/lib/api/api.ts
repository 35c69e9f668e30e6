import { errorTextOf } from '@carbonmarket/ui';
import { createApiClient } from './apiClient';
import { newIdempotencyKey } from './idempotencyKey';
import { appFetch } from './transport';
import { settingsVersion } from '../session/baseSettings';
import { observeServerTime } from '../time/serverClock';
import {
  baseSettingsStore,
  feedbackChannel,
  getRuntimeConfig,
  i18n,
  languageStore,
  log,
  sessionStore,
} from '../services';

/**
 * The app's API client. Import it from route containers and query functions (never from the
 * entry: it carries the contract's schemas, which load with the first screen that calls).
 *
 * ```ts
 * const wallet = await api.call(endpoints.wallet.balances, {}, { signal });
 * ```
 *
 * Screens reach it through the helpers of `lib/query/` (`endpointQuery`, `pagedQuery`,
 * `endpointMutation`, `useMoneyMutation`).
 */
export const api = createApiClient({
  fetch: appFetch,
  createXhr: () => new XMLHttpRequest(),
  origin: async () => (await getRuntimeConfig()).apiOrigin,
  token: () => sessionStore.getSnapshot().token,
  lang: languageStore.get,
  errorText: (code) => errorTextOf(i18n.getFixedT(languageStore.get()))(code),
  version: () => settingsVersion(baseSettingsStore.get()),
  now: () => new Date(),
  newKey: () => newIdempotencyKey(),
  clearSession: sessionStore.clear,
  feedback: feedbackChannel,
  log,
  observeServerTime,
});
