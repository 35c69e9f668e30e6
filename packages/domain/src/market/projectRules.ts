import { formatISO } from 'date-fns';
import { Decimal } from '../money/decimal';
import type { Money } from '../money/money';
import type { Tons } from '../money/tons';
import { inSingapore } from '../time/singaporeZone';

/** What the price rules need to know about a project. */
export interface PricedProject {
  /** The listed price per ton (for a presale: the expected price). */
  unitPrice: Money;
  presale: { finalUnitPrice: Money | null } | null;
}

/**
 * The price a ton of the project costs or fetches now: a presale's final unit price once the
 * operator has set it, the listed unit price otherwise.
 */
export const currentUnitPrice = (project: PricedProject): Money =>
  project.presale?.finalUnitPrice ?? project.unitPrice;

/**
 * Share of a project's tons already sold, 0 to 100, rounded down to a whole percent, so that 100
 * shows only when nothing remains. A remaining count outside 0..quantity is clamped.
 */
export function projectProgress(quantity: Tons, remaining: Tons): number {
  const total = quantity.decimal;
  if (total.lessThanOrEqualTo(0)) return 0;
  const left = Decimal.min(Decimal.max(remaining.decimal, 0), total);
  return total.minus(left).times(100).dividedBy(total).floor().toNumber();
}

/**
 * A reference a person can read out to customer service: a prefix, the Singapore date of the
 * record and its id padded to six digits, e.g. `CM20261120000042`.
 */
export function referenceNumber(prefix: string, id: number, at: Date): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`Not a record id: ${id}`);
  const day = formatISO(at, { ...inSingapore, format: 'basic', representation: 'date' });
  return `${prefix}${day}${String(id).padStart(6, '0')}`;
}
