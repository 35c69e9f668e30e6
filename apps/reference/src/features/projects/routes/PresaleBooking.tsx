import { useQuery } from '@tanstack/react-query';
import { tons } from '@carbonmarket/domain';
import { PresaleScreen } from '@carbonmarket/ui/screens/projects/PresaleScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { href } from '../../../shared/routing/href';
import { useBack } from '../../../shared/routing/useBack';
import { useServerNow } from '../../../shared/time/useServerNow';
import { loadableOf } from '../../../shared/data/loadable';
import { balancesQuery } from '../../../shared/wallet/balances';
import { projectDetailQuery } from '../api/projectQueries';
import { useBooking } from '../api/useBooking';
import { useFinalPaymentDays } from '../api/useFinalPaymentDays';
import { Navigate } from '../../../lib/router/Navigate';
import { useResultAddress } from '../../../shared/routing/useResultAddress';
import { screenLinks } from '../../../shared/routing/screenLinks';

/**
 * Booking a presale (`/pages/project/dpresale?id=`): the project and the member's wallet, the
 * booking window's countdown on the server's clock, the booking fee paid; then the receipt.
 */
export function PresaleBooking({
  projectId,
  done,
  quantity,
}: {
  projectId: number;
  /** The booking the address names once it went through (`&done=`). */
  done: number | undefined;
  /** The tons to start with, kept while the member topped up (`&quantity=`). */
  quantity: number | undefined;
}) {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const project = useQuery(projectDetailQuery(projectId, locale));
  const balances = useQuery(balancesQuery());
  const now = useServerNow(project.data?.sellingEndsAt ?? undefined);
  const book = useBooking(projectId);
  const error = screenErrorOf(book.error);
  const finalPaymentDays = useFinalPaymentDays();
  const resultPage = useResultAddress({
    done,
    result: book.data?.order.id,
    withResult: (id) => href('presale', { id: projectId, done: id }),
    resultPage: (id) => href('orders', { id }),
  });
  if (resultPage !== null) return <Navigate to={resultPage} replace />;
  return (
    <PresaleScreen
      project={loadableOf(project, (data) => data)}
      balances={loadableOf(balances, (data) => data)}
      now={now}
      finalPaymentDays={finalPaymentDays}
      initialQuantity={quantity === undefined ? undefined : tons(String(quantity))}
      onBook={(booking) => book.mutate(booking)}
      booking={book.isPending}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
      receipt={
        book.data === undefined
          ? null
          : { order: book.data.order, available: book.data.balances.available }
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
