import { endsOperatorSession, isErrorCode } from '@carbonmarket/domain';
import type { ErrorCode } from '@carbonmarket/domain';
import { createExternalStore } from '../../lib/store/externalStore';
import type { ExternalStore } from '../../lib/store/externalStore';

/** Where the console keeps why the last session ended, beside the session in the tab's storage. */
export const SESSION_END_KEY = 'cm.console.sessionEnded';

/**
 * Why the operator's last session ended (`OPERATOR_SESSION_ENDED`, `OPERATOR_LOCKED`,
 * `ADMIN_ACCESS_DENIED`), kept in the tab's `sessionStorage` as the session is: the sign-in says
 * it even when the console was reloaded after the refusal was heard (a refusal heard by one
 * request clears the session, and a reload then opens a sign-in that must still say why). Null
 * once a new attempt to sign in starts. Anything else found under the key reads as null.
 */
export function createSessionEndStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): ExternalStore<ErrorCode | null> {
  const kept = storage.getItem(SESSION_END_KEY);
  const store = createExternalStore<ErrorCode | null>(
    isErrorCode(kept) && endsOperatorSession(kept) ? kept : null,
  );
  return {
    ...store,
    set: (next) => {
      if (next === null) storage.removeItem(SESSION_END_KEY);
      else storage.setItem(SESSION_END_KEY, next);
      store.set(next);
    },
  };
}
