import { LoginPasswordScreen } from '@carbonmarket/ui/screens/account/LoginPasswordScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { useBack } from '../../../shared/routing/useBack';
import { useChangeLoginPassword } from '../api/passwordActions';

/**
 * `/pages/profile/loginpwd`: the login password, changed with the current one. A wrong one counts
 * towards the login lock (the refusal says how many tries are left; the fifth locks the account
 * and ends the session, and the app opens login). The change logs out every other device.
 */
export function LoginPasswordRoute() {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const change = useChangeLoginPassword();
  const error = screenErrorOf(change.error);
  return (
    <LoginPasswordScreen
      onChange={(form) => change.mutate(form)}
      saving={change.isPending}
      done={change.isSuccess}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
      onBack={back}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
