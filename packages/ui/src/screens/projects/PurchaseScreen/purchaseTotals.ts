import { compare, multiply, subtract, typedOrderTons } from '@carbonmarket/domain';
import type { Money, Tons } from '@carbonmarket/domain';

/** The figures that follow the quantity as it is typed. */
export interface PurchaseTotals {
  /** The typed quantity, or null while it is not a positive whole number. */
  quantity: Tons | null;
  /** Quantity x price per ton; null without a quantity. */
  total: Money | null;
  /** What the available balance would be after paying; null without a total or when short. */
  after: Money | null;
  /** How much the available balance lacks for the total; null when it covers it. */
  shortfall: Money | null;
}

/** The total of the typed quantity at `unitPrice`, and what it leaves of `available` or lacks. */
export function purchaseTotals(typed: string, unitPrice: Money, available: Money): PurchaseTotals {
  const quantity = typedOrderTons(typed);
  if (quantity === null) return { quantity, total: null, after: null, shortfall: null };
  const total = multiply(unitPrice, quantity);
  const short = compare(total, available) > 0;
  return {
    quantity,
    total,
    after: short ? null : subtract(available, total),
    shortfall: short ? subtract(total, available) : null,
  };
}
