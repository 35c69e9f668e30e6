import { ProfileDetailsScreen } from '@carbonmarket/ui/screens/account/ProfileDetailsScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { useMemberProfile } from '../../../shared/account/memberProfile';
import { loadableOf } from '../../../shared/data/loadable';
import { useBack } from '../../../shared/routing/useBack';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { useSaveProfile } from '../api/profileActions';

/**
 * `/pages/profile/profile`: the member's details. The names and the mobile number (a company's
 * name too) are changed here, sending only what changed; with a bank card saved, the server
 * refuses a name its account is not held in. Email, IC number and account type are shown, fixed.
 */
export function ProfileDetailsRoute() {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const profile = useMemberProfile(true);
  const save = useSaveProfile();
  const error = screenErrorOf(save.error);
  return (
    <ProfileDetailsScreen
      member={loadableOf(profile, (member) => member)}
      onSave={(changes) => save.mutate(changes)}
      saving={save.isPending}
      justSaved={save.isSuccess}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
      links={screenLinks()}
      onBack={back}
      onRetry={() => void profile.refetch()}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
