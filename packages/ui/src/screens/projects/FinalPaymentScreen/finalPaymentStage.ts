import { finalPaymentReason } from '@carbonmarket/domain';
import type { Order } from '@carbonmarket/domain';

/**
 * Where a booking stands for its final payment:
 * - `notPresale`: a purchase, which has none;
 * - `waiting`: booked, the final price and tons not set yet;
 * - `payable`: pending its final payment, before the deadline;
 * - `forfeited`: the deadline passed unpaid (marked or not yet): the booking fee is kept;
 * - `paid`: the final payment was made.
 */
export type FinalPaymentStage = 'notPresale' | 'waiting' | 'payable' | 'forfeited' | 'paid';

/** The booking's stage at `now` (the server's time). */
export function finalPaymentStage(
  order: Pick<Order, 'kind' | 'status' | 'finalPaymentDeadline' | 'forfeited'>,
  now: Date,
): FinalPaymentStage {
  if (order.kind !== 'presale') return 'notPresale';
  if (order.status === 'final_payment_made') return 'paid';
  if (order.status !== 'pending_final_payment') return 'waiting';
  return finalPaymentReason(order, now) === null ? 'payable' : 'forfeited';
}
