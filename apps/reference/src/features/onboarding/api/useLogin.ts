import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { LoginForm } from '@carbonmarket/domain/contract';
import { endpointMutation } from '../../../lib/query/endpointMutation';
import { useSignIn } from './useSignIn';
import { deviceTokens } from '../../../lib/services';
import { screenErrorOf } from '../../../lib/api/errorCode';
import type { ScreenError } from '../../../lib/api/errorCode';

export interface Login {
  submit: (form: LoginForm) => void;
  pending: boolean;
  /** Clears the last error when the other way in (guest) is taken. */
  reset: () => void;
  error: ScreenError | undefined;
}

/** Email and password sign-in: keeps the session and goes home; refusals come back as codes. */
export function useLogin(): Login {
  const signIn = useSignIn();
  const mutation = useMutation(endpointMutation(endpoints.auth.login, { onSuccess: signIn }));
  return {
    submit: (form) => {
      if (mutation.isPending) return;
      // The token this browser was given for the account, so its guesses are its own (ADR 040).
      const deviceToken = deviceTokens.get(form.email);
      mutation.mutate(deviceToken ? { ...form, deviceToken } : form);
    },
    pending: mutation.isPending,
    reset: mutation.reset,
    error: screenErrorOf(mutation.error),
  };
}
