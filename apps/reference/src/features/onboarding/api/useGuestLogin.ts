import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/apiError';
import { useSignIn } from './useSignIn';
import { screenErrorOf } from '../../../lib/api/errorCode';
import type { ScreenError } from '../../../lib/api/errorCode';

export interface GuestLogin {
  start: () => void;
  pending: boolean;
  error: ScreenError | undefined;
}

/** "Continue as guest": opens a guest session, keeps it and goes home. */
export function useGuestLogin(): GuestLogin {
  const signIn = useSignIn();
  const mutation = useMutation({
    // The client and the contract come with the first tap: the start page renders without them.
    mutationFn: async () => {
      const call = await import('./guestLoginCall').catch(() => {
        throw new ApiError({ kind: 'network', code: 'NETWORK_ERROR' });
      });
      return call.callGuestLogin();
    },
    onSuccess: signIn,
  });
  return {
    start: () => {
      if (!mutation.isPending) mutation.mutate();
    },
    pending: mutation.isPending,
    error: screenErrorOf(mutation.error),
  };
}
