import { useQuery } from '@tanstack/react-query';
import { MembershipScreen } from '@carbonmarket/ui/screens/account/MembershipScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { screenErrorOf } from '../../../lib/api/errorCode';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { useBack } from '../../../shared/routing/useBack';
import { loadableOf } from '../../../shared/data/loadable';
import { balancesQuery } from '../../../shared/wallet/balances';
import { useServerNow } from '../../../shared/time/useServerNow';
import { membershipPlansQuery } from '../api/membershipQueries';
import { useJoinMembership } from '../api/useJoinMembership';

/**
 * `/pages/profile/apply[?period=]`: the membership. The plans and the level held come from the
 * server, the available balance from the wallet (live through the socket); a plan is paid for
 * from it, and the receipt shows the server's answer. Back from a top-up for a plan, `period`
 * shows that plan's period first.
 */
export function MembershipRoute({ query }: RouteProps<'apply'>) {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const plans = useQuery(membershipPlansQuery());
  const balances = useQuery(balancesQuery());
  const now = useServerNow(undefined);
  const join = useJoinMembership();
  const error = screenErrorOf(join.error);
  return (
    <MembershipScreen
      membership={loadableOf(plans, (data) => data)}
      available={loadableOf(balances, (data) => data.available)}
      now={now}
      initialPeriod={query.period}
      onJoin={(plan) => {
        if (!join.isPending) join.mutate(plan);
      }}
      sent={join.variables ?? null}
      joining={join.isPending}
      error={error?.code}
      errorParams={error?.params}
      receipt={
        join.data === undefined
          ? null
          : {
              level: join.data.level,
              period: join.data.period,
              price: join.data.price,
              startsAt: join.data.startsAt,
              expiresAt: join.data.expiresAt,
              available: join.data.balances.available,
            }
      }
      onBack={back}
      onRetry={() => {
        void plans.refetch();
        void balances.refetch();
      }}
      links={screenLinks()}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
