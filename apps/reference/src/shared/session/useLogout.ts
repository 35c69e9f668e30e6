import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { useNavigate } from '../../lib/router/RouterContext';
import { endpointMutation } from '../../lib/query/endpointMutation';
import { useSessionStore } from '../../lib/session/sessionContext';
import { href } from '../routing/href';

/**
 * Logs out: revokes the token on the server, then ends the session here and opens the login page. The
 * session ends here even when the server cannot be reached (the visitor asked to leave).
 */
export function useLogout() {
  const session = useSessionStore();
  const navigate = useNavigate();
  return useMutation(
    endpointMutation<typeof endpoints.auth.logout, undefined>(endpoints.auth.logout, {
      input: () => ({}),
      call: { feedback: 'silent' },
      onSettled: () => {
        session.clear();
        void navigate(href('login'), { replace: true });
      },
    }),
  );
}
