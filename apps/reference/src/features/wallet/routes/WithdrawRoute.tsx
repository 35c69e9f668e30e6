import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { money } from '@carbonmarket/domain';
import type { Withdrawal } from '@carbonmarket/domain';
import { WithdrawScreen } from '@carbonmarket/ui/screens/wallet/WithdrawScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { Navigate } from '../../../lib/router/Navigate';
import { useMemberProfile } from '../../../shared/account/memberProfile';
import { loadableOfAll } from '../../../shared/data/loadable';
import { pagedListOf } from '../../../shared/data/pagedList';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { href } from '../../../shared/routing/href';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { useBack } from '../../../shared/routing/useBack';
import { useResultAddress } from '../../../shared/routing/useResultAddress';
import { useBalances } from '../../../shared/wallet/balances';
import { bankCardQuery } from '../api/bankCardQueries';
import { useWithdraw } from '../api/useWithdraw';
import { useWithdrawalQuote } from '../api/useWithdrawalQuote';
import { withdrawalAllowanceQuery, withdrawalPagesQuery } from '../api/withdrawQueries';

/**
 * `/pages/profile/withdraw`: a withdrawal, and the withdrawals below. The page reads the balances,
 * the profile (a withdrawal password set, the flags), the saved account and what may be withdrawn
 * today; the fee follows the amount from the server's quote. Once accepted, the address names it
 * (`&done=`) and the receipt shows its status as the list's pushes move it.
 */
export function WithdrawRoute({ query }: RouteProps<'withdraw'>) {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const balances = useBalances(true);
  const profile = useMemberProfile(true);
  const card = useQuery(bankCardQuery());
  const allowance = useQuery(withdrawalAllowanceQuery());
  const pages = pagedListOf<Withdrawal>(useInfiniteQuery(withdrawalPagesQuery()));
  const { quote, onAmountChange } = useWithdrawalQuote();
  const withdraw = useWithdraw();
  const error = screenErrorOf(withdraw.error);
  const asked = withdraw.data;
  const resultPage = useResultAddress({
    done: query.done,
    result: asked?.id,
    withResult: (done) => href('withdraw', { done }),
    resultPage: () => href('withdraw'),
  });
  if (resultPage !== null) return <Navigate to={resultPage} replace />;
  // The receipt follows the list, which every push about the withdrawal fetches again.
  const done =
    asked === undefined ? null : (pages.list.items.find((item) => item.id === asked.id) ?? asked);
  return (
    <WithdrawScreen
      account={loadableOfAll(
        [balances, profile, card, allowance],
        (wallet, member, saved, today) => ({
          available: money(wallet.available),
          frozen: money(wallet.frozen),
          card: saved.card,
          hasPassword: member.hasWithdrawalPassword,
          risk: member.risk,
          locked: member.locked,
          allowance: {
            min: money(today.min),
            max: money(today.max),
            dailyMax: money(today.dailyMax),
            dailyLeft: money(today.dailyLeft),
            feePercent: today.feePercent,
            feeMin: money(today.feeMin),
            closed: today.closed,
          },
        }),
      )}
      withdrawals={pages.list}
      quote={quote}
      onAmountChange={onAmountChange}
      onWithdraw={(request) => withdraw.mutate(request)}
      withdrawing={withdraw.isPending}
      done={done}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
      onBack={back}
      onRetry={() => {
        for (const loaded of [balances, profile, card, allowance])
          if (loaded.isError) void loaded.refetch();
      }}
      onWithdrawalsReachBottom={pages.nextPage}
      onWithdrawalsRetry={pages.retry}
      links={{ ...screenLinks(), wallet: href('fundRecords') }}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
