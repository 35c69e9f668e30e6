export {
  Money,
  money,
  ZERO_MONEY,
  add,
  subtract,
  compare,
  isZero,
  isNegative,
  parseMoney,
  formatMoney,
  MONEY_SCALE,
  toCents,
  fromCents,
} from './money';
export type { MoneyInput, Locale } from './money';
export {
  Tons,
  tons,
  isWholeTons,
  multiply,
  formatTons,
  tonUnit,
  TONS_SCALE,
  toMilliTons,
  fromMilliTons,
} from './tons';
export {
  percentOf,
  maxMoney,
  withdrawalFee,
  netWithdrawal,
  presaleBookingFee,
  finalPaymentAmount,
} from './fees';
export type { WithdrawalFeeConfig } from './fees';
export { saleProceeds } from './payout';
export { membershipPlanPrice } from './membershipPrice';
export type { MembershipPricing } from './membershipPrice';
