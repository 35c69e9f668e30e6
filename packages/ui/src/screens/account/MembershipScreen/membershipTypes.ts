import type { BillingPeriod, MembershipLevel, MembershipPlan, Money } from '@carbonmarket/domain';

/** The plans on offer and where the member stands. */
export interface MembershipOffer {
  /** Every plan, P1 to P5, monthly and annual, with its price. */
  plans: readonly MembershipPlan[];
  /** The level in force now (P0 for none). */
  level: MembershipLevel;
  /** When it ends; null without one, or for a level the operator set without an end. */
  expiresAt: Date | null;
  /** The lowest level that may sell presale credits. */
  presaleSellLevel: MembershipLevel;
}

/** A plan as the member asks for it. */
export interface ChosenPlan {
  level: MembershipPlan['level'];
  period: BillingPeriod;
}

/** A plan bought, as the server confirmed it, and the available balance after paying. */
export interface MembershipReceipt extends ChosenPlan {
  price: Money;
  startsAt: Date;
  expiresAt: Date;
  available: Money;
}
