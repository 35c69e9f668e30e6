import type { VisitorType } from '@carbonmarket/domain';
import type { ResponseOf } from '@carbonmarket/domain/contract';
import type { endpoints } from '@carbonmarket/domain/contract';
import { createExternalStore } from '../store/externalStore';
import { clearStoredSession, readSession, writeSession } from './sessionPersistence';
import type { StoredSession } from './sessionPersistence';
import type { KeyValueStorage } from '../storage/storageKeys';
import type { LoginInfo } from './loginInfo';

/** Who is using the app: nobody signed in, a one-tap guest, or a registered member. */
export type VisitorStatus = 'none' | 'guest' | 'member';

/** The signed-in visitor as screens and the platform read it. */
export interface SessionSnapshot {
  status: VisitorStatus;
  /** Bearer token; null when nobody is signed in. */
  token: string | null;
  /** `mem_id`; 0 when nobody is signed in. */
  memId: number;
  visitorType: VisitorType | null;
  /** Has answered the FAQ questionnaire (true when nobody is signed in: there is nothing to ask). */
  isAnswer: boolean;
  loginInfo: LoginInfo | null;
}

/** What login, registration and guest login return (the contract's session). */
/** A session as a sign-in, a registration or a guest session returns it. */
export type SignInData = ResponseOf<typeof endpoints.auth.guestLogin>;

/** The fields of the login info a screen may change after sign-in (profile edit, avatar). */
export type LoginInfoPatch = Partial<Pick<LoginInfo, 'realname' | 'account' | 'mobile' | 'avatar'>>;

export interface SessionStore {
  getSnapshot: () => SessionSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Keeps the session a sign-in returned, in storage and in memory. */
  signIn: (data: SignInData) => void;
  /** Changes the visitor's shown details (name, avatar...). */
  updateLoginInfo: (patch: LoginInfoPatch) => void;
  /** The member has answered the FAQ: the redirect stops. */
  markFaqAnswered: () => void;
  /** Ends the session (sign-out, expired token). */
  clear: () => void;
  /** Reads storage again, e.g. after another tab signed in or out. */
  reload: () => void;
}

export const SIGNED_OUT: SessionSnapshot = {
  status: 'none',
  token: null,
  memId: 0,
  visitorType: null,
  isAnswer: true,
  loginInfo: null,
};

const snapshotOf = (session: StoredSession | null): SessionSnapshot =>
  session === null
    ? SIGNED_OUT
    : {
        status: session.loginInfo.visitorType === 'guest' ? 'guest' : 'member',
        token: session.token,
        memId: session.loginInfo.mem_id,
        visitorType: session.loginInfo.visitorType,
        isAnswer: session.loginInfo.is_answer,
        loginInfo: session.loginInfo,
      };

const sameSnapshot = (a: SessionSnapshot, b: SessionSnapshot) =>
  a.token === b.token && JSON.stringify(a.loginInfo) === JSON.stringify(b.loginInfo);

/**
 * The signed-in visitor, persisted under `token`, `loginInfo` and `isLogin`. `mirror` is told the
 * token whenever it may have changed (at start too): the app keeps the page cookie equal to it.
 */
export function createSessionStore(
  storage: KeyValueStorage,
  mirror: (token: string | null) => void = () => undefined,
): SessionStore {
  const store = createExternalStore<SessionSnapshot>(snapshotOf(readSession(storage)));
  mirror(store.get().token);
  const keep = (session: StoredSession) => {
    writeSession(storage, session);
    store.set(snapshotOf(session));
    mirror(session.token);
  };
  const current = (): StoredSession | null => {
    const { token, loginInfo } = store.get();
    return token && loginInfo ? { token, loginInfo } : null;
  };
  return {
    getSnapshot: store.get,
    subscribe: store.subscribe,
    signIn: (data) =>
      keep({
        token: data.token,
        loginInfo: { ...data.loginInfo, visitorType: data.visitorType, is_answer: data.is_answer },
      }),
    updateLoginInfo: (patch) => {
      const session = current();
      if (session) keep({ ...session, loginInfo: { ...session.loginInfo, ...patch } });
    },
    markFaqAnswered: () => {
      const session = current();
      if (session) keep({ ...session, loginInfo: { ...session.loginInfo, is_answer: true } });
    },
    clear: () => {
      clearStoredSession(storage);
      store.set(SIGNED_OUT);
      mirror(null);
    },
    reload: () => {
      const next = snapshotOf(readSession(storage));
      if (!sameSnapshot(next, store.get())) {
        store.set(next);
        mirror(next.token);
      }
    },
  };
}
