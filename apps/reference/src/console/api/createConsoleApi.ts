import { endsOperatorSession } from '@carbonmarket/domain';
import type { ErrorCode, Locale } from '@carbonmarket/domain';
import { createApiClient } from '../../lib/api/apiClient';
import { newIdempotencyKey } from '../../lib/api/idempotencyKey';
import type { ApiClient, ApiClientDeps } from '../../lib/api/apiClient';
import type { OperatorSessionStore } from '../session/operatorSessionStore';

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
 * token, with the operator's session-ending refusals (`endsOperatorSession`: ended, locked,
 * access denied). One clears the session and is reported once, so the console opens its sign-in
 * saying why; a reply without a session reads as the session ended.
 */
export function createConsoleApi(deps: ConsoleApiDeps): ApiClient {
  return createApiClient({
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
    endsSession: endsOperatorSession,
    clearSession: (reason) => {
      if (deps.session.get() === null) return;
      deps.session.clear();
      deps.onSessionEnded(reason === 'SESSION_EXPIRED' ? 'OPERATOR_SESSION_ENDED' : reason);
    },
    feedback: deps.feedback,
    log: deps.log,
  });
}
