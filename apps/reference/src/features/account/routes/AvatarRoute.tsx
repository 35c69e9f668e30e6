import { AvatarScreen } from '@carbonmarket/ui/screens/account/AvatarScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useMemberProfile } from '../../../shared/account/memberProfile';
import { loadableOf } from '../../../shared/data/loadable';
import { useBack } from '../../../shared/routing/useBack';
import { useAvatarChange } from '../api/useAvatarChange';

/**
 * `/pages/profile/cropper`: a new avatar. The member picks a picture (JPEG, PNG or WebP), crops
 * it square, and the page sends the square with its progress; the new picture then shows here,
 * on the profile details and on the Profile tab at once. A refused picture says why; a crop lost
 * on the way is sent again as it was.
 */
export function AvatarRoute() {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const profile = useMemberProfile(true);
  const change = useAvatarChange();
  return (
    <AvatarScreen
      member={loadableOf(profile, (member) => member)}
      step={change.step}
      error={change.error}
      onPick={change.pick}
      onCrop={change.crop}
      onCancelCrop={change.cancel}
      onResend={change.retry ? change.resend : undefined}
      onBack={back}
      onRetry={() => void profile.refetch()}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
