import type { OperatorRole } from '@carbonmarket/domain/contract';
import { createExternalStore } from '../../lib/store/externalStore';
import type { ExternalStore } from '../../lib/store/externalStore';

/** A signed-in operator's session: the token `admin.signIn` or `admin.enrol` gave, and who. */
export interface OperatorSession {
  token: string;
  operator: { id: number; name: string; email: string; role: OperatorRole };
}

/** Where the console keeps the session: the tab's own storage, gone when the tab closes. */
export const OPERATOR_SESSION_KEY = 'cm.console.session';

export interface OperatorSessionStore extends ExternalStore<OperatorSession | null> {
  /** Forgets the session (signed out, ended by the server). */
  clear: () => void;
}

const isSession = (value: unknown): value is OperatorSession => {
  if (typeof value !== 'object' || value === null) return false;
  const { token, operator } = value as Record<string, unknown>;
  if (typeof token !== 'string' || typeof operator !== 'object' || operator === null) return false;
  const { id, name, role } = operator as Record<string, unknown>;
  return typeof id === 'number' && typeof name === 'string' && typeof role === 'string';
};

/**
 * The operator's session in the tab's `sessionStorage` (ADR 052): never shared with another tab
 * or kept after the tab closes, and apart from a member's session, which the member app keeps
 * under its own key. The server ends it after 15 minutes unused or 8 hours in any case.
 */
export function createOperatorSessionStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): OperatorSessionStore {
  let initial: OperatorSession | null = null;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OPERATOR_SESSION_KEY) ?? 'null');
    initial = isSession(parsed) ? parsed : null;
  } catch {
    initial = null;
  }
  const store = createExternalStore<OperatorSession | null>(initial);
  const set = (next: OperatorSession | null) => {
    if (next === null) storage.removeItem(OPERATOR_SESSION_KEY);
    else storage.setItem(OPERATOR_SESSION_KEY, JSON.stringify(next));
    store.set(next);
  };
  return { ...store, set, clear: () => set(null) };
}
