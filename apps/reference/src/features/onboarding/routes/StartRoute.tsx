import { StartScreen } from '@carbonmarket/ui/screens/onboarding/StartScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useGuestLogin } from '../api/useGuestLogin';
import { screenLinks } from '../../../shared/routing/screenLinks';

/** `/` and `/pages/index/start`: log in, register, or one tap as a guest. */
export function StartRoute() {
  const { locale, setLocale } = useLanguage();
  const guest = useGuestLogin();
  return (
    <StartScreen
      links={screenLinks()}
      onContinueAsGuest={guest.start}
      guestPending={guest.pending}
      error={guest.error?.code}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
