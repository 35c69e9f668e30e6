import type { Endpoint } from '@carbonmarket/domain';
import { createApiClient } from './apiClient';
import { idempotentOperation } from './idempotentOperation';
import type { IdempotentOperation } from './idempotentOperation';
import { newIdempotencyKey } from './idempotencyKey';
import { settingsVersion } from '../session/baseSettings';
import {
  baseSettingsStore,
  feedbackChannel,
  getRuntimeConfig,
  languageStore,
  log,
  sessionStore,
} from '../services';

/**
 * The app's API client. Import it from route containers and query functions (never from the
 * entry: it carries the contract's schemas, which load with the first screen that calls).
 *
 * ```ts
 * const wallet = useQuery({ queryKey: queryKeys.balances, queryFn: ({ signal }) => api.call(getWallet, {}, { signal }) });
 * ```
 */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  createXhr: () => new XMLHttpRequest(),
  origin: async () => (await getRuntimeConfig()).apiOrigin,
  token: () => sessionStore.getSnapshot().token,
  lang: languageStore.get,
  version: () => settingsVersion(baseSettingsStore.get()),
  now: () => new Date(),
  newKey: () => newIdempotencyKey(),
  clearSession: sessionStore.clear,
  feedback: feedbackChannel,
  log,
});

/**
 * A money-moving operation that keeps its idempotency key across retries of the same input.
 * Create one per form (`useState(() => operation(buy))`) and submit through it.
 */
export const operation = <E extends Endpoint>(endpoint: E): IdempotentOperation<E> =>
  idempotentOperation(api, endpoint, () => newIdempotencyKey());
