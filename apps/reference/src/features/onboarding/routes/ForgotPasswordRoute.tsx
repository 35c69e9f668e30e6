import { ForgotPasswordScreen } from '@carbonmarket/ui/screens/onboarding/ForgotPasswordScreen';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { useCodeSender } from '../api/useCodeSender';
import { useResetPassword } from '../api/useResetPassword';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { useBack } from '../../../shared/routing/useBack';
import { screenLinks } from '../../../shared/routing/screenLinks';

/** `/pages/login/forgot`: a code to the registered email, then a new password. `?email=` prefills. */
export function ForgotPasswordRoute({ query }: RouteProps<'forgotPassword'>) {
  const code = useCodeSender('reset_password');
  const reset = useResetPassword();
  const onBack = useBack();
  const error = screenErrorOf(reset.error) ?? screenErrorOf(code.error);
  const { email } = query;
  return (
    <ForgotPasswordScreen
      onSubmit={(form) => {
        if (!reset.isPending) reset.mutate(form);
      }}
      onSendCode={(address) => {
        reset.reset();
        code.send(address);
      }}
      codeSendStatus={code.status}
      now={code.now}
      resendAvailableAt={code.resendAvailableAt}
      codeSentTo={code.codeSentTo}
      submitting={reset.isPending}
      done={reset.isSuccess}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
      {...(email !== undefined ? { defaultValues: { email } } : {})}
      links={screenLinks()}
      onBack={onBack}
    />
  );
}
