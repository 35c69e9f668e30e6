import { StartScreen } from '@carbonmarket/ui';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { paths } from '../../../shared/routing/paths';
import { useGuestLogin } from '../api/useGuestLogin';

/** `/` and `/pages/index/start`: log in, register, or one tap as a guest. */
export function StartRoute() {
  const { locale, setLocale } = useLanguage();
  const guest = useGuestLogin();
  return (
    <StartScreen
      loginHref={paths.login}
      registerHref={paths.register}
      onContinueAsGuest={guest.start}
      guestPending={guest.pending}
      error={guest.error?.code}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
