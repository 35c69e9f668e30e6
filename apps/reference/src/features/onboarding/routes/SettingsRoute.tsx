import { SettingsScreen } from '@carbonmarket/ui';
import { useLanguage } from '../../../app/LanguageContext';
import { useSession } from '../../../session/sessionContext';
import { paths } from '../../../paths';
import { useLogout } from '../api/useLogout';
import { useBack } from './useBack';

/**
 * `/pages/profile/setting`: language (persisted as `currLang`), the information pages, the
 * member's account pages, and log out; guests get register and log in instead.
 */
export function SettingsRoute() {
  const { locale, setLocale } = useLanguage();
  const { visitorType } = useSession();
  const logout = useLogout();
  const onBack = useBack(paths.profile);
  return (
    <SettingsScreen
      visitorType={visitorType ?? 'guest'}
      locale={locale}
      onLocaleChange={setLocale}
      aboutHref={paths.about}
      termsHref={paths.protocol}
      privacyHref={paths.privacy}
      accountLinks={{
        profile: paths.profileEdit,
        loginPassword: paths.loginPassword,
        withdrawalPassword: paths.withdrawalPassword,
        bankCard: paths.bankCard,
      }}
      onLogout={() => {
        if (!logout.isPending) logout.mutate();
      }}
      loggingOut={logout.isPending}
      registerHref={paths.register}
      loginHref={paths.login}
      onBack={onBack}
    />
  );
}
