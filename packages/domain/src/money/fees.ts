import { Decimal, PLAIN_DECIMAL } from './decimal';
import { Money, compare, subtract, ZERO_MONEY } from './money';
import { multiply } from './tons';
import type { Tons } from './tons';

/** Fee settings of a withdrawal: a percentage with a floor (amounts as plain decimal text). */
export interface WithdrawalFeeConfig {
  feePercent: string;
  feeMin: string;
}

const percent = (text: string): Decimal => {
  if (!PLAIN_DECIMAL.test(text)) throw new RangeError(`Not a plain decimal percentage: "${text}"`);
  return new Decimal(text);
};

/** `percent` % of an amount, rounded half-up to cents. */
export const percentOf = (amount: Money, percentage: string): Money =>
  Money.fromDecimal(amount.decimal.times(percent(percentage)).dividedBy(100));

/** The larger of two amounts. */
export const maxMoney = (a: Money, b: Money): Money => (compare(a, b) >= 0 ? a : b);

/**
 * The handling fee of a withdrawal: `feePercent` of the amount, at least `feeMin`, never more
 * than the amount itself.
 */
export function withdrawalFee(amount: Money, config: WithdrawalFeeConfig): Money {
  const fee = maxMoney(
    percentOf(amount, config.feePercent),
    Money.fromDecimal(percent(config.feeMin)),
  );
  return compare(fee, amount) > 0 ? maxMoney(amount, ZERO_MONEY) : fee;
}

/** What reaches the bank: the amount less its fee (the fee is deducted from the amount). */
export const netWithdrawal = (amount: Money, config: WithdrawalFeeConfig): Money =>
  subtract(amount, withdrawalFee(amount, config));

/** The booking fee of a presale: `bookingFeePercent` of expected unit price x tons booked. */
export const presaleBookingFee = (
  unitPrice: Money,
  quantity: Tons,
  bookingFeePercent: string,
): Money => percentOf(multiply(unitPrice, quantity), bookingFeePercent);

/** The balance due on a presale: final tons x final unit price less the booking fee paid, never below zero. */
export function finalPaymentAmount(
  finalTons: Tons,
  finalUnitPrice: Money,
  bookingFeePaid: Money,
): Money {
  return maxMoney(subtract(multiply(finalUnitPrice, finalTons), bookingFeePaid), ZERO_MONEY);
}
