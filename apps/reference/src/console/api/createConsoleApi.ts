import type { ErrorCode, Locale } from '@carbonmarket/domain';
import { createApiClient } from '../../lib/api/apiClient';
import { newIdempotencyKey } from '../../lib/api/idempotencyKey';
import type { ApiClient, ApiClientDeps } from '../../lib/api/apiClient';
import type { OperatorSessionStore } from '../session/operatorSessionStore';

/** Refusals after which the operator's token is worth nothing: the console signs in again. */
const ENDS_OPERATOR_SESSION: readonly ErrorCode[] = [
  'OPERATOR_SESSION_ENDED',
  'ADMIN_ACCESS_DENIED',
  'OPERATOR_LOCKED',
];

export interface ConsoleApiDeps extends Pick<
  ApiClientDeps,
  'fetch' | 'createXhr' | 'origin' | 'errorText' | 'feedback' | 'log'
> {
  session: OperatorSessionStore;
  lang: () => Locale;
  /** Told why the session ended, after it was cleared (the sign-in says it). */
  onSessionEnded: (reason: ErrorCode) => void;
}

/**
 * The console's API client: the app's client, typed by the same contract, sending the operator's
 * token. A refusal that ends the operator's session (ended, locked, access denied) clears it and
 * is reported once, so the console opens its sign-in saying why.
 */
export function createConsoleApi(deps: ConsoleApiDeps): ApiClient {
  const client = createApiClient({
    fetch: deps.fetch,
    createXhr: deps.createXhr,
    origin: deps.origin,
    token: () => deps.session.get()?.token ?? null,
    lang: deps.lang,
    errorText: deps.errorText,
    // The console reads no member base settings: no version to send.
    version: () => '',
    now: () => new Date(),
    newKey: () => newIdempotencyKey(),
    clearSession: () => undefined,
    feedback: deps.feedback,
    log: deps.log,
  });
  const ended = (code: ErrorCode) => {
    if (deps.session.get() === null || !ENDS_OPERATOR_SESSION.includes(code)) return;
    deps.session.clear();
    deps.onSessionEnded(code);
  };
  const request: ApiClient['request'] = async (endpoint, input, options) => {
    const result = await client.request(endpoint, input, options);
    if (!result.ok && result.error.kind === 'refused') ended(result.error.code);
    if (!result.ok && result.error.kind === 'session-expired') ended('OPERATOR_SESSION_ENDED');
    return result;
  };
  return {
    request,
    call: async (endpoint, input, options) => {
      const result = await request(endpoint, input, options);
      if (result.ok) return result.data;
      throw result.error;
    },
    upload: client.upload,
  };
}
