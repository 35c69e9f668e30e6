import { canSell, canSellPresale } from '../access/access';
import type { Viewer } from '../access/access';
import type { MembershipLevel } from '../model/membership';
import type { CreditKind } from '../model/membership';
import { compare, formatMoney, money } from '../money/money';
import type { Money } from '../money/money';
import { saleProceeds } from '../money/payout';
import { TONS_SCALE, fromMilliTons, tons } from '../money/tons';
import type { Tons } from '../money/tons';
import { addWorkingDays } from '../time/singapore';
import type { Refusal } from './orderRules';
import type { StatusTone } from '../model/status';

/**
 * The smallest quantity that can be sold, and the step of every quantity sold: one thousandth of
 * a ton, the finest quantity a holding keeps (`Tons` has three decimals and is stored as whole
 * thousandths). ADR 010.
 */
export const SELL_TONS_STEP: Tons = fromMilliTons(1);

/** The placeholder of SELL_QUANTITY_INVALID: `{ step: '0.001' }`. */
export const SELL_STEP_PARAMS = { step: SELL_TONS_STEP.toString() } as const;

/** The least a sale may pay: one cent. A sale whose value rounds down to nothing is refused. */
export const SALE_MIN_PROCEEDS: Money = money('0.01');

/** The refusal of a quantity off the step (zero, or finer than a thousandth of a ton). */
const sellQuantityRefusal = (): Refusal => ({
  ok: false,
  reason: 'SELL_QUANTITY_INVALID',
  params: SELL_STEP_PARAMS,
});

/** The refusal of a sale that would pay less than `SALE_MIN_PROCEEDS`. */
const proceedsTooSmall = (): Refusal => ({
  ok: false,
  reason: 'SELL_PROCEEDS_TOO_SMALL',
  params: { min: formatMoney(SALE_MIN_PROCEEDS) },
});

/** Sale proceeds wait in the pending balance until they are settled into available. */
export const SALE_STATUSES = ['pending', 'settled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** How a sale's status reads at a glance: proceeds still on their way, or paid into available. */
export const saleStatusTone = (s: SaleStatus): StatusTone => {
  switch (s) {
    case 'pending':
      return 'warning';
    case 'settled':
      return 'success';
    default:
      return s satisfies never;
  }
};

/**
 * How many tons `quantity` asks for beyond the `held` tons, or null when the holding covers it.
 * The server refuses such a sale (INSUFFICIENT_CARBON_BALANCE); the sale page says so first.
 */
export function tonsAboveHolding(quantity: Tons, held: Tons): Tons | null {
  return quantity.decimal.greaterThan(held.decimal)
    ? tons(quantity.decimal.minus(held.decimal).toFixed(TONS_SCALE))
    : null;
}

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
 * need the configured level, below it the member is asked to contact customer service), at least
 * one step of tons (a `Tons` holds whole thousandths, so every positive quantity is on the step),
 * no more than held, and proceeds of at least `SALE_MIN_PROCEEDS`. Proceeds are the quantity at
 * the project's current unit price rounded down to the cent (`saleProceeds`: what the platform
 * pays never exceeds what the tons are worth); they reach the available balance
 * `payoutWorkingDays` working days (Singapore) after the sale.
 */
export function quoteSale(request: SaleRequest): SaleQuote | Refusal {
  const { viewer, kind, quantity, held, unitPrice, now } = request;
  const who =
    kind === 'presale' ? canSellPresale(viewer, request.presaleSellMinLevel) : canSell(viewer);
  if (!who.ok) return { ok: false, reason: who.reason };
  if (quantity.decimal.lessThan(SELL_TONS_STEP.decimal)) return sellQuantityRefusal();
  if (tonsAboveHolding(quantity, held) !== null)
    return { ok: false, reason: 'INSUFFICIENT_CARBON_BALANCE' };
  const proceeds = saleProceeds(unitPrice, quantity);
  if (compare(proceeds, SALE_MIN_PROCEEDS) < 0) return proceedsTooSmall();
  return { ok: true, proceeds, payoutAt: addWorkingDays(now, request.payoutWorkingDays) };
}

/** True when a pending sale's proceeds are due to reach the available balance. */
export const isSaleDue = (sale: { status: SaleStatus; payoutAt: Date }, now: Date): boolean =>
  sale.status === 'pending' && now.getTime() >= sale.payoutAt.getTime();
