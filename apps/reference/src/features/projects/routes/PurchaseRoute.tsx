import { useQuery } from '@tanstack/react-query';
import { tons } from '@carbonmarket/domain';
import { PurchaseScreen } from '@carbonmarket/ui/screens/projects/PurchaseScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { screenErrorOf } from '../../../lib/api/errorCode';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { href } from '../../../shared/routing/href';
import { useBack } from '../../../shared/routing/useBack';
import { useServerNow } from '../../../shared/time/useServerNow';
import { loadableOf } from '../../../shared/data/loadable';
import { balancesQuery } from '../../../shared/wallet/balances';
import { projectDetailQuery } from '../api/projectQueries';
import { usePurchase } from '../api/usePurchase';
import { Navigate } from '../../../lib/router/Navigate';
import { useResultAddress } from '../../../shared/routing/useResultAddress';
import { screenLinks } from '../../../shared/routing/screenLinks';

/**
 * `/pages/project/dproject?id=`: buying tons of a project in progress, with the member's
 * available balance; after the purchase, the receipt from the server's answer. A refusal shows
 * the server's reason (another buyer may have taken the last tons in the meantime). Once bought,
 * the address names the order (`&done=`): reloading it opens the order, not an empty form.
 */
export function PurchaseRoute({ query }: RouteProps<'projectDetail'>) {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const project = useQuery(projectDetailQuery(query.id, locale));
  const balances = useQuery(balancesQuery());
  const now = useServerNow(undefined);
  const buy = usePurchase(query.id);
  const error = screenErrorOf(buy.error);
  const resultPage = useResultAddress({
    done: query.done,
    result: buy.data?.order.id,
    withResult: (done) => href('projectDetail', { id: query.id, done }),
    resultPage: (id) => href('orders', { id }),
  });
  if (resultPage !== null) return <Navigate to={resultPage} replace />;
  return (
    <PurchaseScreen
      project={loadableOf(project, (data) => data)}
      balances={loadableOf(balances, (data) => data)}
      now={now}
      initialQuantity={query.quantity === undefined ? undefined : tons(String(query.quantity))}
      onBuy={(purchase) => buy.mutate(purchase)}
      buying={buy.isPending}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
      receipt={
        buy.data === undefined
          ? null
          : { order: buy.data.order, available: buy.data.balances.available }
      }
      onBack={back}
      onRetry={() => {
        void project.refetch();
        void balances.refetch();
      }}
      links={screenLinks()}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
