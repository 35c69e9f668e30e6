import { finalPaymentReason } from '@carbonmarket/domain';
import type { Order } from '@carbonmarket/domain';

/**
 * Where an order stands with its final payment (docs/adr/006-order-life-cycle.md):
 * - `none`: a purchase, which has no final payment;
 * - `awaitingPrice`: a booking whose final price and tons are not set yet;
 * - `due`: pending its final payment, before the deadline (count down, offer to pay);
 * - `expired`: pending, but the deadline has passed or the server forfeited it (the booking fee is
 *   kept, nothing more can be paid);
 * - `paid`: the final amount was paid.
 */
export type FinalPaymentState = 'none' | 'awaitingPrice' | 'due' | 'expired' | 'paid';

/** What the final payment state is judged on. */
export type FinalPaymentOrder = Pick<
  Order,
  'kind' | 'status' | 'finalPaymentDeadline' | 'forfeited'
>;

/**
 * The final payment state of an order at `now` (the server's time). A booking past its deadline
 * reads as expired before the server has marked it forfeited, with the domain's rule.
 */
export function finalPaymentState(order: FinalPaymentOrder, now: Date): FinalPaymentState {
  if (order.kind === 'purchase') return 'none';
  switch (order.status) {
    case 'applying':
      return 'awaitingPrice';
    case 'pending_final_payment':
      return finalPaymentReason(order, now) === null ? 'due' : 'expired';
    case 'final_payment_made':
    case 'completed':
      return 'paid';
    case 'in_progress':
      return 'none';
    default:
      return order.status satisfies never;
  }
}
