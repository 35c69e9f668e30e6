import { useQuery } from '@tanstack/react-query';
import { SellScreen } from '@carbonmarket/ui/screens/credits/SellScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { screenErrorOf } from '../../../lib/api/errorCode';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { useBack } from '../../../shared/routing/useBack';
import { useServerNow } from '../../../shared/time/useServerNow';
import { loadableOf } from '../../../shared/data/loadable';
import { holdingDetailQuery } from '../api/creditQueries';
import { useSell } from '../api/useSell';
import { href } from '../../../shared/routing/href';
import { Navigate } from '../../../lib/router/Navigate';
import { useResultAddress } from '../../../shared/routing/useResultAddress';
import { screenLinks } from '../../../shared/routing/screenLinks';

/**
 * `/pages/project/dsell?id=&kind=`: selling tons of the member's holding of a project (normal
 * credits unless `kind=presale`) at today's price; the payout date counts working days from the
 * server's clock. After the sale, the receipt from the server's answer; a refusal shows the
 * server's reason where it can be acted on. Once sold, the address names the sale (`&done=`):
 * reloading it opens the credits with their sales, not an empty form.
 */
export function SellRoute({ query }: RouteProps<'sell'>) {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const holding = useQuery(holdingDetailQuery(query.id, query.kind, locale));
  const now = useServerNow(undefined);
  const sell = useSell(query.id, query.kind);
  const error = screenErrorOf(sell.error);
  const resultPage = useResultAddress({
    done: query.done,
    result: sell.data?.sale.id,
    withResult: (done) => href('sell', { id: query.id, kind: query.kind, done }),
    resultPage: () => href('tons'),
  });
  if (resultPage !== null) return <Navigate to={resultPage} replace />;
  return (
    <SellScreen
      holding={loadableOf(holding, (data) => data)}
      now={now}
      onSell={(sale) => sell.mutate(sale)}
      selling={sell.isPending}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
      receipt={
        sell.data === undefined
          ? null
          : { sale: sell.data.sale, pending: sell.data.balances.pending }
      }
      onBack={back}
      onRetry={() => void holding.refetch()}
      links={screenLinks()}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
