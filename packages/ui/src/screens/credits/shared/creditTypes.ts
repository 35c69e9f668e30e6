import type {
  CarbonHolding,
  CreditKind,
  ErrorCode,
  ErrorParams,
  Money,
  SaleStatus,
  Tons,
} from '@carbonmarket/domain';

/**
 * Tons of one project held by the member, with what they fetch if sold now: `unitPrice` a ton and
 * `value` in all (tons x unit price, rounded down to the cent as every payout is).
 */
export interface CreditHolding extends CarbonHolding {
  unitPrice: Money;
  value: Money;
}

/** The member's carbon credits: the tons held by kind, and the holdings of each kind. */
export interface CreditHoldings {
  totals: Record<CreditKind, Tons>;
  normal: readonly CreditHolding[];
  presale: readonly CreditHolding[];
}

/** Whether a holding may be sold now, and when proceeds reach the available balance. */
export interface SellTerms {
  allowed: boolean;
  /** Why not (e.g. PRESALE_SELL_CONTACT_SERVICE); null when it may be sold. */
  reason: ErrorCode | null;
  /** The placeholders of `reason`'s message. */
  reasonParams?: ErrorParams;
  /** Working days before sale proceeds reach the available balance. */
  payoutWorkingDays: number;
}

/** One holding as the sale page shows it: what is held, its price, and the terms of selling it. */
export interface SellableHolding extends CreditHolding {
  sell: SellTerms;
}

/** A sale of credits: the proceeds wait in pending until `payoutAt`, then reach available. */
export interface CreditSale {
  id: number;
  saleNo: string;
  projectId: number;
  projectName: string;
  kind: CreditKind;
  tons: Tons;
  unitPrice: Money;
  proceeds: Money;
  status: SaleStatus;
  /** When the proceeds reach (or reached) the available balance. */
  payoutAt: Date;
  createdAt: Date;
  settledAt: Date | null;
}
