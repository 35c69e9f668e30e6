import { Money, money } from './money';
import { levelRank } from '../model/membership';
import type { BillingPeriod, MembershipLevel } from '../model/membership';

/** The pricing settings of memberships (amounts as decimal text). */
export interface MembershipPricing {
  /** Monthly price of P1; each level above costs double the one below. */
  p1MonthlyPrice: string;
  /** An annual plan costs this many monthly prices. */
  annualMonths: number;
}

/** The price of a plan: P1 monthly x 2^(level - 1), times `annualMonths` for an annual plan. */
export function membershipPlanPrice(
  level: Exclude<MembershipLevel, 'P0'>,
  period: BillingPeriod,
  pricing: MembershipPricing,
): Money {
  const monthly = money(pricing.p1MonthlyPrice).decimal.times(2 ** (levelRank(level) - 1));
  return Money.fromDecimal(period === 'annual' ? monthly.times(pricing.annualMonths) : monthly);
}
