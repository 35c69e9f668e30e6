import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '@carbonmarket/domain';
import type { ForgotPasswordForm } from '@carbonmarket/domain';
import { api } from '../../../lib/api/api';

/** Sets a new login password with an emailed code. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (form: ForgotPasswordForm) => api.call(forgotPassword, form),
  });
}
