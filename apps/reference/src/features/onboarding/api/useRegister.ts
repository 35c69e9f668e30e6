import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { endpointMutation } from '../../../lib/query/endpointMutation';
import { useSignIn } from './useSignIn';

/** Registration: the new member is signed in (the FAQ redirect then asks the questionnaire). */
export function useRegister() {
  const signIn = useSignIn();
  return useMutation(endpointMutation(endpoints.auth.register, { onSuccess: signIn }));
}
