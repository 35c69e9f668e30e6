import { canSell, canSellPresale } from '../access/access';
import type { Viewer } from '../access/access';
import type { MembershipLevel } from '../model/membership';
import type { CreditKind } from '../model/membership';
import { isZero } from '../money/money';
import type { Money } from '../money/money';
import { multiply } from '../money/tons';
import type { Tons } from '../money/tons';
import { addWorkingDays } from '../time/singapore';
import type { Refusal } from './orderRules';

/** Sale proceeds wait in the pending balance until they are settled into available. */
export const SALE_STATUSES = ['pending', 'settled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** Everything a sale is judged on. */
export interface SaleRequest {
  viewer: Viewer;
  kind: CreditKind;
  quantity: Tons;
  /** Tons of this project and kind the member holds. */
  held: Tons;
  /** The project's current unit price. */
  unitPrice: Money;
  /** Lowest level that may sell presale credits. */
  presaleSellMinLevel: MembershipLevel;
  /** Working days before the proceeds reach the available balance. */
  payoutWorkingDays: number;
  now: Date;
}

/** An accepted sale: what it fetches and when that reaches the available balance. */
export interface SaleQuote {
  ok: true;
  proceeds: Money;
  payoutAt: Date;
}

/**
 * Judges a sale: who may sell (guests, locked and risk-flagged accounts may not; presale credits
 * need the configured level, below it the member is asked to contact customer service), a positive
 * quantity worth at least a cent, no more than held. Proceeds are the quantity at the project's
 * current unit price; they reach the available balance `payoutWorkingDays` working days
 * (Singapore) after the sale.
 */
export function quoteSale(request: SaleRequest): SaleQuote | Refusal {
  const { viewer, kind, quantity, held, unitPrice, now } = request;
  const who =
    kind === 'presale' ? canSellPresale(viewer, request.presaleSellMinLevel) : canSell(viewer);
  if (!who.ok) return { ok: false, reason: who.reason };
  if (quantity.decimal.lessThanOrEqualTo(0)) return { ok: false, reason: 'QUANTITY_INVALID' };
  if (quantity.decimal.greaterThan(held.decimal))
    return { ok: false, reason: 'INSUFFICIENT_CARBON_BALANCE' };
  const proceeds = multiply(unitPrice, quantity);
  if (isZero(proceeds)) return { ok: false, reason: 'QUANTITY_INVALID' };
  return { ok: true, proceeds, payoutAt: addWorkingDays(now, request.payoutWorkingDays) };
}

/** True when a pending sale's proceeds are due to reach the available balance. */
export const isSaleDue = (sale: { status: SaleStatus; payoutAt: Date }, now: Date): boolean =>
  sale.status === 'pending' && now.getTime() >= sale.payoutAt.getTime();
