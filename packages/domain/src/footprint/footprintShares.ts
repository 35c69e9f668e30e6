import { Decimal } from '../money/decimal';
import { Tons, tons } from '../money/tons';

const ZERO = tons('0');

/**
 * The length, in drawing units, of a bar for `part` on a scale where `scale` tons fill `length`:
 * exact decimal division, rounded half-up to a tenth of a unit (a position to draw, not a
 * quantity). A zero or negative scale draws nothing; a part above the scale fills the length.
 */
export function barLength(part: Tons, scale: Tons, length: number): number {
  if (!scale.decimal.greaterThan(0)) return 0;
  const ratio = Decimal.min(part.decimal.dividedBy(scale.decimal), 1);
  return ratio.times(length).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toNumber();
}

/** The largest of the quantities (the scale a chart of them is drawn on); zero for none. */
export function largestTons(quantities: readonly Tons[]): Tons {
  return (
    quantities.reduce<Tons | null>(
      (largest, next) =>
        largest === null || next.decimal.greaterThan(largest.decimal) ? next : largest,
      null,
    ) ?? ZERO
  );
}

/**
 * The whole percent of `total` that `part` makes, rounded half-up, at most 100 (tons retired
 * beyond a year's footprint still read as all of it). Zero when the total is zero.
 */
export function wholePercentOf(part: Tons, total: Tons): number {
  if (!total.decimal.greaterThan(0)) return 0;
  const percent = part.decimal
    .times(100)
    .dividedBy(total.decimal)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  return Decimal.min(percent, 100).toNumber();
}

/** Where one segment of a stacked bar starts and how long it is, in drawing units. */
export interface BarSegment {
  start: number;
  length: number;
}

/**
 * The segments of a bar stacking `parts` end to end on the scale of `barLength`: each starts where
 * the sum of the parts before it ends, the sums added exactly, so the segments meet without gaps
 * and the last ends where the total's bar would.
 */
export function stackedBar(parts: readonly Tons[], scale: Tons, length: number): BarSegment[] {
  let sum = new Decimal(0);
  return parts.map((part) => {
    const start = barLength(Tons.fromDecimal(sum), scale, length);
    sum = sum.plus(part.decimal);
    const end = barLength(Tons.fromDecimal(sum), scale, length);
    return { start, length: new Decimal(end).minus(start).toNumber() };
  });
}
