import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { endpointMutation } from '../../../lib/query/endpointMutation';

/** Sets a new sign-in password with an emailed code. */
export function useResetPassword() {
  return useMutation(endpointMutation(endpoints.auth.forgotPassword));
}
