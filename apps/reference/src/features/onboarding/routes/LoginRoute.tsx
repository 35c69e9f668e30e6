import { LoginScreen } from '@carbonmarket/ui/screens/onboarding/LoginScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { useGuestLogin } from '../api/useGuestLogin';
import { useLogin } from '../api/useLogin';
import { useBack } from '../../../shared/routing/useBack';
import { screenLinks } from '../../../shared/routing/screenLinks';

/**
 * `/pages/login/index`: email and password, or guest. On success the session is kept and home
 * opens (the FAQ redirect takes a member who has not answered it on to the FAQ). `?email=`
 * prefills the email.
 */
export function LoginRoute({ query }: RouteProps<'login'>) {
  const { locale, setLocale } = useLanguage();
  const login = useLogin();
  const guest = useGuestLogin();
  const onBack = useBack();
  const error = login.error ?? guest.error;
  const { email } = query;
  return (
    <LoginScreen
      onSubmit={login.submit}
      onContinueAsGuest={() => {
        login.reset();
        guest.start();
      }}
      submitting={login.pending}
      guestPending={guest.pending}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
      {...(email !== undefined ? { defaultValues: { email } } : {})}
      links={screenLinks()}
      onBack={onBack}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
