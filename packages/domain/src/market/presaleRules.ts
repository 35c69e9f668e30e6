import { canSell } from '../access/access';
import type { Permission, Viewer } from '../access/access';
import type { ErrorCode } from '../errors';
import { Decimal } from '../money/decimal';
import { Tons } from '../money/tons';
import type { OrderStatus } from '../model/status';
import { addSingaporeDays } from '../time/singapore';

/**
 * The tons a booking receives once the presale's final tons are known. When the final tons cover
 * every active booking, each gets what it booked; when they fall short, each gets the same share
 * of its booking (final tons / tons booked), rounded down to the thousandth of a ton, so the sum
 * never exceeds the final tons and no booking gets more than it booked.
 */
export function allocateFinalTons(booked: Tons, totalBooked: Tons, finalTons: Tons): Tons {
  if (totalBooked.decimal.lessThanOrEqualTo(0) || booked.decimal.lessThanOrEqualTo(0))
    return Tons.fromDecimal(new Decimal(0));
  if (finalTons.decimal.greaterThanOrEqualTo(totalBooked.decimal)) return booked;
  const share = booked.decimal
    .times(Decimal.max(finalTons.decimal, 0))
    .dividedBy(totalBooked.decimal)
    .toDecimalPlaces(3, Decimal.ROUND_DOWN);
  return Tons.fromDecimal(share);
}

/** The last instant to pay a presale's balance: `days` whole days after the final price was set. */
export function finalPaymentDeadline(setAt: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError(`Final payment days must be a whole number >= 1, got ${days}`);
  return addSingaporeDays(setAt, days);
}

/** What the final payment rules need to know about a booking. */
export interface BookingState {
  status: OrderStatus;
  finalPaymentDeadline: Date | null;
  /** The booking fee was kept because the deadline passed unpaid. */
  forfeited: boolean;
}

/** True when a booking waits for its final payment and its deadline has passed (not yet forfeited). */
export function isBookingOverdue(booking: BookingState, now: Date): boolean {
  return (
    booking.status === 'pending_final_payment' &&
    !booking.forfeited &&
    booking.finalPaymentDeadline !== null &&
    now.getTime() >= booking.finalPaymentDeadline.getTime()
  );
}

/**
 * Why the final payment of a booking cannot be made now, or null when it can: only a booking
 * pending its final payment, before its deadline (after it, or once forfeited: "final payment
 * period expired"); anything else (the final price is not set yet, already paid) is refused.
 */
export function finalPaymentReason(booking: BookingState, now: Date): ErrorCode | null {
  if (booking.forfeited || isBookingOverdue(booking, now)) return 'FINAL_PAYMENT_EXPIRED';
  return booking.status === 'pending_final_payment' ? null : 'OPERATION_FAILED';
}

/** May the viewer pay a presale balance? Not guests, locked or risk-flagged accounts. */
export const canPayFinal = (viewer: Viewer): Permission => canSell(viewer);
