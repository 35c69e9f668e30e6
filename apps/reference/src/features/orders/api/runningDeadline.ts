import type { Order } from '@carbonmarket/domain';

/**
 * The latest final-payment deadline among the orders shown that may still be paid (pending their
 * final payment, not forfeited), or undefined: the page's clock ticks every second until it has
 * passed on the server's clock (`useServerNow`), and stops after. Deadlines already past are not
 * left out here, since the device's clock may be wrong: the clock ticks once and stops. The date
 * returned is the order's own, so the clock does not restart on every render.
 */
export function runningDeadline(
  orders: readonly Pick<Order, 'status' | 'forfeited' | 'finalPaymentDeadline'>[],
): Date | undefined {
  let latest: Date | undefined;
  for (const { status, forfeited, finalPaymentDeadline } of orders)
    if (
      status === 'pending_final_payment' &&
      !forfeited &&
      finalPaymentDeadline !== null &&
      (latest === undefined || finalPaymentDeadline.getTime() > latest.getTime())
    )
      latest = finalPaymentDeadline;
  return latest;
}
