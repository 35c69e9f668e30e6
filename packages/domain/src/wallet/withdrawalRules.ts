import type { BusinessConfig } from '../config/defaults';
import type { ErrorCode } from '../errors/catalogue';
import { ZERO_MONEY, add, compare, isNegative, money, subtract } from '../money/money';
import type { Money } from '../money/money';
import { netWithdrawal, withdrawalFee } from '../money/fees';
import { addSingaporeDays, singaporeWeekend, startOfSingaporeDay } from '../time/singapore';

/** Withdrawal limits in force (docs/PRODUCT.md defaults unless the operator tuned them). */
export type WithdrawalLimits = BusinessConfig['withdrawal'];

/** What a withdrawal costs and what reaches the bank. */
export interface WithdrawalQuote {
  amount: Money;
  fee: Money;
  net: Money;
}

/** The fee of a withdrawal and what is left for the bank: the fee is deducted from the amount. */
export const withdrawalQuote = (amount: Money, limits: WithdrawalLimits): WithdrawalQuote => ({
  amount,
  fee: withdrawalFee(amount, limits),
  net: netWithdrawal(amount, limits),
});

/** The Singapore calendar day holding `now`, as [start, end) instants: the daily limit's window. */
export function singaporeDay(now: Date): { start: Date; end: Date } {
  const start = startOfSingaporeDay(now);
  return { start, end: addSingaporeDays(start, 1) };
}

export interface WithdrawalRequestFacts {
  amount: Money;
  now: Date;
  limits: WithdrawalLimits;
  /** Asked for earlier on the same Singapore day, refused withdrawals left out. */
  withdrawnToday: Money;
  /** The wallet's available balance. */
  available: Money;
}

export type WithdrawalVerdict = ({ ok: true } & WithdrawalQuote) | { ok: false; reason: ErrorCode };

/**
 * May this amount be withdrawn now? In order: not on a Saturday or Sunday (Singapore time), at
 * least the minimum, at most the maximum per request, within the daily total, and within the
 * available balance. When it may, the fee and what reaches the bank.
 */
export function withdrawalEligibility({
  amount,
  now,
  limits,
  withdrawnToday,
  available,
}: WithdrawalRequestFacts): WithdrawalVerdict {
  const closed = withdrawalsClosedReason(now);
  if (closed) return { ok: false, reason: closed };
  const bounds = amountWithinBounds(amount, limits);
  if (bounds) return { ok: false, reason: bounds };
  if (compare(add(withdrawnToday, amount), money(limits.dailyMax)) > 0)
    return { ok: false, reason: 'DAILY_WITHDRAWAL_LIMIT_REACHED' };
  if (compare(amount, available) > 0) return { ok: false, reason: 'INSUFFICIENT_BALANCE' };
  return { ok: true, ...withdrawalQuote(amount, limits) };
}

/** Null when `amount` lies within [min, max] (both inclusive), otherwise which bound it breaks. */
export function amountWithinBounds(
  amount: Money,
  { min, max }: { min: string; max: string },
): 'AMOUNT_BELOW_MINIMUM' | 'AMOUNT_ABOVE_MAXIMUM' | null {
  if (compare(amount, money(min)) < 0) return 'AMOUNT_BELOW_MINIMUM';
  if (compare(amount, money(max)) > 0) return 'AMOUNT_ABOVE_MAXIMUM';
  return null;
}

/** Why withdrawals are closed at `now`, each weekend day with its own message. */
export type WithdrawalClosedReason = 'WITHDRAWAL_CLOSED_SATURDAY' | 'WITHDRAWAL_CLOSED_SUNDAY';

/**
 * Are withdrawals closed now? They are asked for and paid out on Singapore working days only:
 * null on Monday to Friday, otherwise the weekend day's reason.
 */
export function withdrawalsClosedReason(now: Date): WithdrawalClosedReason | null {
  const weekend = singaporeWeekend(now);
  if (weekend === 'saturday') return 'WITHDRAWAL_CLOSED_SATURDAY';
  if (weekend === 'sunday') return 'WITHDRAWAL_CLOSED_SUNDAY';
  return null;
}

/** May the operator pay out a withdrawal now? On the same working days as requests. */
export const payoutClosedReason = withdrawalsClosedReason;

/** What is left of the daily limit after `withdrawnToday`: never below zero. */
export function dailyWithdrawalLeft(limits: WithdrawalLimits, withdrawnToday: Money): Money {
  const left = subtract(money(limits.dailyMax), withdrawnToday);
  return isNegative(left) ? ZERO_MONEY : left;
}
