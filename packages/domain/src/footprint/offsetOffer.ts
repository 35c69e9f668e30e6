import { Decimal } from '../money/decimal';
import { tons } from '../money/tons';
import type { Tons } from '../money/tons';
import { isEmptyRange, orderTonsRange } from '../market/orderQuantity';
import { sellingWindowReason } from '../market/orderRules';
import type { ProjectStatus } from '../model/status';
import { meetsLevel } from '../model/membership';
import type { MembershipLevel } from '../model/membership';
import { offsetTonsFor } from './footprint';

/** What the offer needs to know of a listed project. */
export interface OffsetCandidate {
  id: number;
  status: ProjectStatus;
  minTons: Tons;
  maxTons: Tons;
  remainingTons: Tons;
  sellingStartsAt: Date | null;
  sellingEndsAt: Date | null;
  /** Lowest membership level that may buy. */
  minLevel: MembershipLevel;
}

/** The purchase the footprint result proposes: a project and the whole tons to put in its form. */
export interface OffsetOffer {
  projectId: number;
  quantity: Tons;
  /** The quantity is the whole footprint rounded up (false: the project's bounds cut it). */
  coversFootprint: boolean;
}

/**
 * The whole tons to buy of `project` to offset `footprint`: the footprint rounded up to a whole
 * ton, then kept within what one order of the project may take (its minimum, its maximum and
 * what remains). Null when no quantity fits the project.
 */
export function offsetQuantityFor(footprint: Tons, project: OffsetCandidate): Tons | null {
  const range = orderTonsRange(project);
  if (isEmptyRange(range)) return null;
  const wanted = offsetTonsFor(footprint).decimal;
  const clamped = Decimal.min(Decimal.max(wanted, range.min.decimal), range.max.decimal);
  return tons(clamped.toFixed(0));
}

const openAt = (project: OffsetCandidate, now: Date, level: MembershipLevel) =>
  project.status === 'in_progress' &&
  meetsLevel(level, project.minLevel) &&
  sellingWindowReason(now, project.sellingStartsAt, project.sellingEndsAt) === null;

/**
 * The project the footprint result offers to offset with, chosen by one rule: among the projects
 * in progress whose selling window is open at `now`, whose membership level the member's `level`
 * meets, and that can take an order at all, in the
 * order given (the market's list order: open ones first, newest first), the first that can sell
 * the whole footprint (rounded up) in one order; when none can, the first of them, with the
 * quantity kept within its bounds. Null when no project is open for purchase.
 */
export function offsetOfferFor(
  footprint: Tons,
  projects: readonly OffsetCandidate[],
  now: Date,
  level: MembershipLevel,
): OffsetOffer | null {
  const wanted = offsetTonsFor(footprint);
  let fallback: OffsetOffer | null = null;
  for (const project of projects) {
    if (!openAt(project, now, level)) continue;
    const quantity = offsetQuantityFor(footprint, project);
    if (quantity === null) continue;
    const coversFootprint = quantity.decimal.greaterThanOrEqualTo(wanted.decimal);
    const offer = { projectId: project.id, quantity, coversFootprint };
    if (coversFootprint) return offer;
    fallback ??= offer;
  }
  return fallback;
}
