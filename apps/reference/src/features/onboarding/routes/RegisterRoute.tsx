import { RegisterScreen } from '@carbonmarket/ui/screens/onboarding/RegisterScreen';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { useCodeSender } from '../api/useCodeSender';
import { useRegister } from '../api/useRegister';
import { useInvitationRequired } from '../api/useInvitationRequired';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { useBack } from '../../../shared/routing/useBack';
import { screenLinks } from '../../../shared/routing/screenLinks';

/**
 * `/pages/register/index`: send a code (countdown from the server), then register; the new
 * member is signed in and goes home (the FAQ redirect asks the questionnaire first). `?code=`
 * prefills the invitation code of a shared link; base config says whether one is required.
 */
export function RegisterRoute({ query }: RouteProps<'register'>) {
  const code = useCodeSender('register');
  const register = useRegister();
  const onBack = useBack();
  const invitationRequired = useInvitationRequired();
  const error = screenErrorOf(register.error) ?? screenErrorOf(code.error);
  const invitationCode = query.code;
  return (
    <RegisterScreen
      onSubmit={(form) => {
        if (!register.isPending) register.mutate(form);
      }}
      onSendCode={(email) => {
        register.reset();
        code.send(email);
      }}
      codeSendStatus={code.status}
      now={code.now}
      resendAvailableAt={code.resendAvailableAt}
      codeSentTo={code.codeSentTo}
      submitting={register.isPending}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
      invitationRequired={invitationRequired}
      {...(invitationCode !== undefined ? { defaultValues: { invitationCode } } : {})}
      links={screenLinks()}
      onBack={onBack}
    />
  );
}
