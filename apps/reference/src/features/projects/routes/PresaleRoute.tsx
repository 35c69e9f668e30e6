import type { RouteProps } from '../../../shared/routing/routeProps';
import { BookingRoute } from './BookingRoute';
import { FinalPaymentRoute } from './FinalPaymentRoute';

/**
 * `/pages/project/dpresale`: with `?id=` alone, booking the presale; with `&order=`, paying that
 * booking's final amount (the orders list links there).
 */
export function PresaleRoute({ query }: RouteProps<'presale'>) {
  return query.order === undefined ? (
    <BookingRoute projectId={query.id} />
  ) : (
    <FinalPaymentRoute orderId={query.order} />
  );
}
