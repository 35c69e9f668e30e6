import { useMutation } from '@tanstack/react-query';
import { register } from '@carbonmarket/domain';
import type { RegisterForm } from '@carbonmarket/domain';
import { api } from '../../../lib/api/api';
import { useSignIn } from './useSignIn';

/** Registration: the new member is signed in (the FAQ redirect then asks the questionnaire). */
export function useRegister() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (form: RegisterForm) => api.call(register, form),
    onSuccess: signIn,
  });
}
