import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '@carbonmarket/domain';
import { endpointMutation } from '../../../lib/query/endpointMutation';

/** Sets a new login password with an emailed code. */
export function useResetPassword() {
  return useMutation(endpointMutation(forgotPassword));
}
