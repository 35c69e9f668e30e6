import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { registeredNames } from '@carbonmarket/domain';
import { BankCardScreen } from '@carbonmarket/ui/screens/wallet/BankCardScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { useMemberProfile } from '../../../shared/account/memberProfile';
import { loadableOfBoth } from '../../../shared/data/loadable';
import { useBack } from '../../../shared/routing/useBack';
import { bankCardQuery, useSaveBankCard } from '../api/bankCardQueries';

/**
 * `/pages/profile/card`: the bank account withdrawals are paid to. The member's profile gives the
 * names the account may be held in, so a holder who is someone else is refused before sending;
 * the server checks it again. Saved, the page shows the account and says it was saved.
 */
export function BankCardRoute() {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const card = useQuery(bankCardQuery());
  const profile = useMemberProfile(true);
  const save = useSaveBankCard();
  const [editing, setEditing] = useState(false);
  const error = screenErrorOf(save.error);
  return (
    <BankCardScreen
      account={loadableOfBoth(card, profile, (saved, member) => ({
        card: saved.card,
        banks: saved.banks,
        holderNames: registeredNames(member),
      }))}
      editing={editing}
      onEdit={() => {
        save.reset();
        setEditing(true);
      }}
      onCancelEdit={() => {
        save.reset();
        setEditing(false);
      }}
      onSave={(form) => save.mutate(form, { onSuccess: () => setEditing(false) })}
      saving={save.isPending}
      justSaved={save.isSuccess}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
      onBack={back}
      onRetry={() => {
        if (card.isError) void card.refetch();
        if (profile.isError) void profile.refetch();
      }}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
