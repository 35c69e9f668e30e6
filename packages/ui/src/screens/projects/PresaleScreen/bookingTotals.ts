import { multiply, presaleBookingFee, typedOrderTons } from '@carbonmarket/domain';
import type { Money, Tons } from '@carbonmarket/domain';

/** The figures of a presale booking that follow the quantity as it is typed. */
export interface BookingTotals {
  /** The typed quantity, or null while it is not a positive whole number. */
  quantity: Tons | null;
  /** Quantity x expected price per ton; null without a quantity. */
  expectedTotal: Money | null;
  /** What is paid now: the booking fee's percentage of the expected total; null without a quantity. */
  fee: Money | null;
}

/** The expected total of the typed quantity at `unitPrice`, and its booking fee at `feePercent` %. */
export function bookingTotals(typed: string, unitPrice: Money, feePercent: string): BookingTotals {
  const quantity = typedOrderTons(typed);
  if (quantity === null) return { quantity, expectedTotal: null, fee: null };
  return {
    quantity,
    expectedTotal: multiply(unitPrice, quantity),
    fee: presaleBookingFee(unitPrice, quantity, feePercent),
  };
}
