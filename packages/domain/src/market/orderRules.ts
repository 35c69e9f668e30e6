import { addMonths, startOfMonth } from 'date-fns';
import { canBook, canBuy } from '../access/access';
import type { ProjectGate, Viewer } from '../access/access';
import type { BusinessConfig } from '../config/defaults';
import type { ErrorCode, ErrorParams } from '../errors';
import { presaleBookingFee } from '../money/fees';
import { compare } from '../money/money';
import type { Money } from '../money/money';
import { isWholeTons, multiply } from '../money/tons';
import type { Tons } from '../money/tons';
import { inSingapore, toInstant } from '../time/singaporeZone';

/** An order either buys tons of a project in progress or books tons of a presale. */
export const ORDER_KINDS = ['purchase', 'presale'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** A refusal with the catalogue code and the values of its placeholders. */
export interface Refusal {
  ok: false;
  reason: ErrorCode;
  params?: ErrorParams;
}

const refuse = (reason: ErrorCode, params?: ErrorParams): Refusal =>
  params ? { ok: false, reason, params } : { ok: false, reason };

/**
 * The month `singaporeMonth` computed last, as epoch milliseconds: every order asks for the month
 * it falls in, nearly always the same one, and the time-zone arithmetic costs more than the order's
 * SQL. Empty (NaN bounds) until the first call.
 */
let lastMonth: { start: number; end: number } = { start: Number.NaN, end: Number.NaN };

/**
 * The Singapore calendar month containing `instant`: its first instant and the first instant of
 * the next month (exclusive), as UTC instants.
 */
export function singaporeMonth(instant: Date): { start: Date; end: Date } {
  const time = instant.getTime();
  if (!(time >= lastMonth.start && time < lastMonth.end)) {
    const start = startOfMonth(instant, inSingapore);
    lastMonth = {
      start: toInstant(start).getTime(),
      end: toInstant(addMonths(start, 1)).getTime(),
    };
  }
  return { start: new Date(lastMonth.start), end: new Date(lastMonth.end) };
}

/** How many orders the member has placed in the project: this Singapore month and ever. */
export interface OrderCounts {
  thisMonth: number;
  total: number;
}

/**
 * The purchase caps: at most `maxPerMonth` orders per project per Singapore calendar month and
 * `maxTotal` in all. The code names the cap reached (the total one first: it is the one waiting a
 * month does not lift), `{times}` the member's orders it counts and `{maxtimes}` the cap.
 */
export function purchaseCapRefusal(
  counts: OrderCounts,
  limits: BusinessConfig['purchase'],
): Refusal | null {
  if (counts.total >= limits.maxTotal)
    return refuse('PURCHASE_TOTAL_LIMIT_REACHED', {
      times: counts.total,
      maxtimes: limits.maxTotal,
    });
  if (counts.thisMonth >= limits.maxPerMonth)
    return refuse('PURCHASE_MONTHLY_LIMIT_REACHED', {
      times: counts.thisMonth,
      maxtimes: limits.maxPerMonth,
    });
  return null;
}

/** Why now is outside the project's selling window (start inclusive, end exclusive), or null. */
export function sellingWindowReason(
  now: Date,
  startsAt: Date | null,
  endsAt: Date | null,
): ErrorCode | null {
  if (startsAt && now.getTime() < startsAt.getTime()) return 'PROJECT_NOT_BEGUN';
  if (endsAt && now.getTime() >= endsAt.getTime()) return 'PROJECT_ENDED';
  return null;
}

/** What the order rules need to know about a project. */
export interface OrderProject extends ProjectGate {
  /** The price per ton charged now (for a presale: the expected price). */
  unitPrice: Money;
  minTons: Tons;
  maxTons: Tons;
  remainingTons: Tons;
  sellingStartsAt: Date | null;
  sellingEndsAt: Date | null;
  /** Presales only: the booking fee as a percentage of the expected total. */
  bookingFeePercent: string | null;
}

/** Everything an order is judged on. */
export interface OrderRequest {
  viewer: Viewer;
  project: OrderProject;
  quantity: Tons;
  counts: OrderCounts;
  limits: BusinessConfig['purchase'];
  /** The member's available balance. */
  available: Money;
  now: Date;
}

/** An accepted order: the total at the unit price, and what leaves the available balance now. */
export interface OrderQuote {
  ok: true;
  total: Money;
  /** A purchase pays the total; a booking pays the booking fee. */
  charge: Money;
}

/** Why a member may not place an order of this kind in the project at all, or null. */
export function orderAccessRefusal(
  kind: OrderKind,
  viewer: Viewer,
  project: OrderProject,
  counts: OrderCounts,
  limits: BusinessConfig['purchase'],
  now: Date,
): Refusal | null {
  const access = kind === 'purchase' ? canBuy(viewer, project) : canBook(viewer, project);
  if (!access.ok) return refuse(access.reason);
  const window = sellingWindowReason(now, project.sellingStartsAt, project.sellingEndsAt);
  if (window) return refuse(window);
  if (project.remainingTons.decimal.lessThanOrEqualTo(0)) return refuse('PROJECT_FULL');
  return purchaseCapRefusal(counts, limits);
}

/**
 * Judges an order: who may order (guest, locked, risk, level, project status and selling
 * window), the purchase caps, the quantity (whole tons between the project's minimum and
 * maximum, no more than remains) and the balance. Checks run in that order and the first
 * failing one is the answer.
 */
export function quoteOrder(kind: OrderKind, request: OrderRequest): OrderQuote | Refusal {
  const { viewer, project, quantity, counts, limits, available, now } = request;
  const access = orderAccessRefusal(kind, viewer, project, counts, limits, now);
  if (access) return access;
  if (!isWholeTons(quantity) || quantity.decimal.lessThanOrEqualTo(0))
    return refuse(kind === 'purchase' ? 'QUANTITY_INVALID' : 'PRESALE_QUANTITY_INVALID');
  if (quantity.decimal.lessThan(project.minTons.decimal)) return refuse('QUANTITY_BELOW_MINIMUM');
  if (quantity.decimal.greaterThan(project.maxTons.decimal))
    return refuse('QUANTITY_ABOVE_MAXIMUM');
  if (quantity.decimal.greaterThan(project.remainingTons.decimal))
    return refuse('INSUFFICIENT_REMAINING_TONS');
  const total = multiply(project.unitPrice, quantity);
  let charge = total;
  if (kind === 'presale') {
    if (project.bookingFeePercent === null) return refuse('PROJECT_NOT_BEGUN');
    charge = presaleBookingFee(project.unitPrice, quantity, project.bookingFeePercent);
  }
  if (compare(charge, available) > 0) return refuse('INSUFFICIENT_BALANCE');
  return { ok: true, total, charge };
}
