import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { LoginForm } from '@carbonmarket/domain/contract';
import { endpointMutation } from '../../../lib/query/endpointMutation';
import { useSignIn } from './useSignIn';
import { screenErrorOf } from '../../../lib/api/errorCode';
import type { ScreenError } from '../../../lib/api/errorCode';

export interface Login {
  submit: (form: LoginForm) => void;
  pending: boolean;
  /** Clears the last error when the other way in (guest) is taken. */
  reset: () => void;
  error: ScreenError | undefined;
}

/** Email and password endpoints.auth.login: keeps the session and goes home; refusals come back as codes. */
export function useLogin(): Login {
  const signIn = useSignIn();
  const mutation = useMutation(endpointMutation(endpoints.auth.login, { onSuccess: signIn }));
  return {
    submit: (form) => {
      if (!mutation.isPending) mutation.mutate(form);
    },
    pending: mutation.isPending,
    reset: mutation.reset,
    error: screenErrorOf(mutation.error),
  };
}
