import { useCallback } from 'react';
import { useNavigate } from '../../../lib/router/RouterContext';
import { useSessionStore } from '../../../lib/session/sessionContext';
import type { SignInData } from '../../../lib/session/sessionStore';
import { paths } from '../../../shared/routing/paths';

/**
 * Keeps the session a login, registration or guest login returned (token, loginInfo, isLogin)
 * and opens home, replacing the form in history. A member who has not answered the FAQ is then
 * sent on to it by the FAQ redirect.
 */
export function useSignIn(): (data: SignInData) => void {
  const session = useSessionStore();
  const navigate = useNavigate();
  return useCallback(
    (data: SignInData) => {
      session.signIn(data);
      void navigate(paths.home, { replace: true });
    },
    [session, navigate],
  );
}
