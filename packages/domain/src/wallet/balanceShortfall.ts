import { compare, subtract } from '../money/money';
import type { Money } from '../money/money';

/**
 * How much the available balance lacks to pay `charge` (a purchase's total, a booking fee, a final
 * payment), or null when it covers it. The server refuses such a payment (INSUFFICIENT_BALANCE);
 * a page that knows the balance says by how much before the member tries.
 */
export function balanceShortfall(charge: Money, available: Money): Money | null {
  return compare(charge, available) > 0 ? subtract(charge, available) : null;
}
