import { Decimal } from '../money/decimal';
import { tons } from '../money/tons';
import type { Tons } from '../money/tons';

/** The whole tons an order may take: from `min` to `max` inclusive; `max < min` when none fit. */
export interface WholeTonsRange {
  min: Tons;
  max: Tons;
}

const whole = (value: Decimal): Tons => tons(value.toFixed(0));

/**
 * The whole tons one order of the project may take: at least its minimum (rounded up to a whole
 * ton) and at most the smaller of its maximum and what remains (rounded down). When what remains
 * is below the minimum, `max` is below `min`: no quantity fits.
 */
export function orderTonsRange(project: {
  minTons: Tons;
  maxTons: Tons;
  remainingTons: Tons;
}): WholeTonsRange {
  const min = Decimal.max(project.minTons.decimal.ceil(), 1);
  const max = Decimal.min(project.maxTons.decimal, project.remainingTons.decimal).floor();
  return { min: whole(min), max: whole(max) };
}

/** Whether no whole quantity fits the range. */
export const isEmptyRange = ({ min, max }: WholeTonsRange): boolean =>
  max.decimal.lessThan(min.decimal);

/** Whole tons as typed (digits only, at most 12), or null. */
function typedWholeTons(text: string): Decimal | null {
  const trimmed = text.trim();
  return /^\d{1,12}$/.test(trimmed) ? new Decimal(trimmed) : null;
}

/**
 * The positive whole tons a person typed (`'12'`, `' 007 '`), or null for anything else (empty,
 * zero, fractions, signs, more than 12 digits), for figures that follow the typing, such as a
 * total. The form's schema gives the reason a quantity is refused.
 */
export function typedOrderTons(text: string): Tons | null {
  const typed = typedWholeTons(text);
  return typed === null || typed.isZero() ? null : whole(typed);
}

/**
 * The quantity one step (`by`, +1 or -1 ton) from what is typed, kept in the range: from text that
 * is not a whole number the step lands on the minimum; from a quantity outside the range, on the
 * nearest bound. Answers the text of the new quantity (`'12'`).
 */
export function stepWholeTons(text: string, by: 1 | -1, range: WholeTonsRange): string {
  const typed = typedWholeTons(text);
  if (typed === null) return range.min.toString();
  const next = typed.plus(by);
  if (next.lessThan(range.min.decimal)) return range.min.toString();
  if (next.greaterThan(range.max.decimal))
    return (isEmptyRange(range) ? range.min : range.max).toString();
  return whole(next).toString();
}

/** Whether another step `by` from the typed text would change the quantity. */
export function canStepWholeTons(text: string, by: 1 | -1, range: WholeTonsRange): boolean {
  if (isEmptyRange(range)) return false;
  const typed = typedWholeTons(text);
  if (typed === null) return true;
  return by === 1 ? typed.lessThan(range.max.decimal) : typed.greaterThan(range.min.decimal);
}
