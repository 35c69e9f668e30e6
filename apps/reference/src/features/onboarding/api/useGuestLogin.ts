import { useMutation } from '@tanstack/react-query';
import { guestLogin } from '@carbonmarket/domain';
import { api } from '../../../app/api';
import { useSignIn } from './useSignIn';
import { screenErrorOf } from './errorCode';
import type { ScreenError } from './errorCode';

export interface GuestLogin {
  start: () => void;
  pending: boolean;
  error: ScreenError | undefined;
}

/** "Continue as guest": opens a guest session, keeps it and goes home. */
export function useGuestLogin(): GuestLogin {
  const signIn = useSignIn();
  const mutation = useMutation({
    mutationFn: () => api.call(guestLogin, {}),
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
