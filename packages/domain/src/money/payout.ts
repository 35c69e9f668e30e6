import { Decimal } from './decimal';
import { MONEY_SCALE, Money } from './money';
import type { Tons } from './tons';

/**
 * Rounds an exact amount the platform pays out to whole cents, down (ADR 010). Money it charges
 * rounds half-up (`Money` itself, `multiply`, `percentOf`); money it pays rounds toward the
 * platform, so a payout is never worth more than what was given for it and no sequence of small
 * trades can add up fractions of a cent into money. Payouts are never negative.
 */
export function roundPayout(exact: Decimal): Money {
  if (exact.isNegative() && !exact.isZero())
    throw new RangeError(`A payout cannot be negative: ${exact.toFixed()}`);
  return Money.fromDecimal(exact.toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_DOWN));
}

/** What `quantity` tons fetch when sold at `unitPrice`: the exact value, rounded down to the cent. */
export const saleProceeds = (unitPrice: Money, quantity: Tons): Money =>
  roundPayout(unitPrice.decimal.times(quantity.decimal));
