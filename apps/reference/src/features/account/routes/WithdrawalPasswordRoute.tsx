import { WithdrawalPasswordScreen } from '@carbonmarket/ui/screens/account/WithdrawalPasswordScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { useMemberProfile } from '../../../shared/account/memberProfile';
import { loadableOf } from '../../../shared/data/loadable';
import { useBack } from '../../../shared/routing/useBack';
import { useWithdrawalPassword } from '../api/passwordActions';

/**
 * `/pages/profile/withdpwd`: the withdrawal password. The profile says whether one is set; the
 * page sets it, or changes it with the current one (a wrong one counts towards the lock, and the
 * refusal says how many tries are left).
 */
export function WithdrawalPasswordRoute() {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const profile = useMemberProfile(true);
  const { set, change } = useWithdrawalPassword();
  const sent = set.isIdle ? change : set;
  const error = screenErrorOf(sent.error);
  return (
    <WithdrawalPasswordScreen
      password={loadableOf(profile, (member) => ({ isSet: member.hasWithdrawalPassword }))}
      onSet={(form) => set.mutate(form)}
      onChange={(form) => change.mutate(form)}
      saving={sent.isPending}
      done={sent.isSuccess}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
      onBack={back}
      onRetry={() => void profile.refetch()}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
