import { useState, useSyncExternalStore } from 'react';
import { SettingsScreen } from '@carbonmarket/ui/screens/profile/SettingsScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { colorSchemeStore } from '../../../lib/appearance/appColorScheme';
import { useSession } from '../../../lib/session/sessionContext';
import { useLogout } from '../../../shared/session/useLogout';
import { useBack } from '../../../shared/routing/useBack';
import { screenLinks } from '../../../shared/routing/screenLinks';

/**
 * `/pages/profile/setting`: language (persisted as `currLang`), the colour scheme (system, light or
 * dark, persisted and sent as a page cookie), the information pages, the
 * member's account pages the app has (none is listed before its page is built), and log out;
 * guests get register and log in instead.
 */
export function SettingsRoute() {
  const { locale, setLocale } = useLanguage();
  const { visitorType } = useSession();
  const logout = useLogout();
  // Set in the same render as the confirmation: the mutation reports pending a tick later, and
  // until then the dialog (which closes itself on confirm) would close and open again.
  const [loggingOut, setLoggingOut] = useState(false);
  const onBack = useBack();
  const colorScheme = useSyncExternalStore(
    colorSchemeStore.subscribe,
    colorSchemeStore.get,
    colorSchemeStore.get,
  );
  return (
    <SettingsScreen
      visitorType={visitorType ?? 'guest'}
      locale={locale}
      onLocaleChange={setLocale}
      colorScheme={colorScheme}
      onColorSchemeChange={colorSchemeStore.set}
      links={screenLinks()}
      onLogout={() => {
        if (loggingOut) return;
        setLoggingOut(true);
        logout.mutate(undefined, { onSettled: () => setLoggingOut(false) });
      }}
      loggingOut={loggingOut}
      onBack={onBack}
    />
  );
}
