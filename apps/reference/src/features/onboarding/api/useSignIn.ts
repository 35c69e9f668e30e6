import { useCallback } from 'react';
import { useCurrentSearch, useNavigate } from '../../../lib/router/RouterContext';
import { nextPageOf } from '../../../shared/routing/nextPage';
import { useSessionStore } from '../../../lib/session/sessionContext';
import type { SignInData } from '../../../lib/session/sessionStore';
import { href } from '../../../shared/routing/href';
import { deviceTokens } from '../../../lib/services';

/**
 * Keeps the session a login, registration or guest login returned (token, loginInfo, isLogin)
 * and opens the page the visitor was sent to sign in for (the address's `?next=`), or home,
 * replacing the form in history. A member who has not answered the FAQ is then sent on to it by
 * the FAQ redirect.
 */
export function useSignIn(): (data: SignInData & { deviceToken?: string }) => void {
  const session = useSessionStore();
  const navigate = useNavigate();
  const currentSearch = useCurrentSearch();
  return useCallback(
    (data: SignInData & { deviceToken?: string }) => {
      const next = nextPageOf(currentSearch());
      // A sign-in or a registration makes this browser known to the account (ADR 040).
      if (data.deviceToken) deviceTokens.keep(data.loginInfo.account, data.deviceToken);
      session.signIn(data);
      void navigate(next ?? href('home'), { replace: true });
    },
    [session, navigate, currentSearch],
  );
}
