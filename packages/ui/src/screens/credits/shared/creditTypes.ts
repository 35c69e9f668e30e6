import type {
  CarbonHolding,
  CarbonRegistry,
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

/** The serial numbers of a retirement's tons, one a ton: `start` to `end` under `prefix`, as `text`. */
export interface RetirementSerials {
  prefix: string;
  start: number;
  end: number;
  /** The range as the certificate writes it, e.g. `CM-12-VCS-1748-2024-000000001-000000010`. */
  text: string;
}

/**
 * Tons of a holding retired for good, with the certificate that proves it: the project's facts
 * as they were that day, the serials, who it is for and why. `verificationPath` and `pdfPath` are
 * the certificate's public addresses on the server, open to anyone who holds them.
 */
export interface CreditRetirement {
  id: number;
  /** The reference a person reads out to customer service. */
  retirementNo: string;
  certificateId: string;
  projectId: number;
  projectName: string;
  kind: CreditKind;
  tons: Tons;
  vintage: number;
  standards: readonly string[];
  registration: { registry: CarbonRegistry; registryId: string; url: string } | null;
  serials: RetirementSerials;
  /** Who the certificate is made out to: the beneficiary named, or the member. */
  beneficiary: string;
  /** Retired in the member's own name. */
  forSelf: boolean;
  reason: string;
  retiredAt: Date;
  verificationPath: string;
  pdfPath: string;
}
