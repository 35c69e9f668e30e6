import { useQuery } from '@tanstack/react-query';
import { FinalPaymentScreen } from '@carbonmarket/ui/screens/projects/FinalPaymentScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { href } from '../../../shared/routing/href';
import { useBack } from '../../../shared/routing/useBack';
import { useServerNow } from '../../../shared/time/useServerNow';
import { loadableOf } from '../../../shared/data/loadable';
import { balancesQuery } from '../../../shared/wallet/balances';
import { bookingQuery } from '../api/bookingQueries';
import { useFinalPayment } from '../api/useFinalPayment';
import { Navigate } from '../../../lib/router/Navigate';
import { useResultAddress } from '../../../shared/routing/useResultAddress';
import { screenLinks } from '../../../shared/routing/screenLinks';

/**
 * Paying a booking's final amount (`/pages/project/dpresale?id=&order=`): the booking and the
 * member's wallet, the deadline's countdown on the server's clock; then the receipt.
 */
export function PresaleFinalPayment({
  projectId,
  orderId,
  done,
}: {
  projectId: number;
  orderId: number;
  /** The order the address names once its final amount was paid (`&done=`). */
  done: number | undefined;
}) {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const booking = useQuery(bookingQuery(orderId, locale));
  const balances = useQuery(balancesQuery());
  const now = useServerNow(booking.data?.finalPaymentDeadline ?? undefined);
  const pay = useFinalPayment(orderId);
  const error = screenErrorOf(pay.error);
  const resultPage = useResultAddress({
    done,
    result: pay.data?.order.id,
    withResult: (id) => href('presale', { id: projectId, order: orderId, done: id }),
    resultPage: (id) => href('orders', { id }),
  });
  if (resultPage !== null) return <Navigate to={resultPage} replace />;
  return (
    <FinalPaymentScreen
      order={loadableOf(booking, (data) => data)}
      balances={loadableOf(balances, (data) => data)}
      now={now}
      onPay={() => pay.mutate(undefined)}
      paying={pay.isPending}
      error={error?.code}
      errorParams={error?.params}
      receipt={
        pay.data === undefined
          ? null
          : { order: pay.data.order, available: pay.data.balances.available }
      }
      onBack={back}
      onRetry={() => {
        void booking.refetch();
        void balances.refetch();
      }}
      links={screenLinks()}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
