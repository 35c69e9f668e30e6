import type { RouteProps } from '../../../shared/routing/routeProps';
import { PresaleBooking } from './PresaleBooking';
import { PresaleFinalPayment } from './PresaleFinalPayment';

/**
 * `/pages/project/dpresale`: with `?id=` alone, booking the presale; with `&order=`, paying that
 * booking's final amount (the orders list links there). Once paid, `&done=` names the order, so
 * that a reload opens the order rather than the form.
 */
export function PresaleRoute({ query }: RouteProps<'presale'>) {
  return query.order === undefined ? (
    <PresaleBooking projectId={query.id} done={query.done} quantity={query.quantity} />
  ) : (
    <PresaleFinalPayment projectId={query.id} orderId={query.order} done={query.done} />
  );
}
