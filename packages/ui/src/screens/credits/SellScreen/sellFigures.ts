import {
  SALE_MIN_PROCEEDS,
  SELL_TONS_STEP,
  compare,
  saleProceeds,
  tons,
  tonsAboveHolding,
} from '@carbonmarket/domain';
import type { Money, Tons } from '@carbonmarket/domain';

/** The figures that follow the tons to sell as they are typed. */
export interface SellFigures {
  /** The typed tons, or null while they are not a quantity that can be sold (steps of 0.001 t). */
  quantity: Tons | null;
  /**
   * What they fetch at the unit price, rounded down to the cent as the server pays; null without a
   * quantity, and for more tons than are held (such a sale pays nothing: the server refuses it).
   */
  proceeds: Money | null;
  /** How many tons the quantity asks for beyond the holding (`tonsAboveHolding`); null within it. */
  aboveHolding: Tons | null;
  /** The proceeds are below the least a sale may pay (SELL_PROCEEDS_TOO_SMALL). */
  tooSmall: boolean;
}

/** A typed quantity of tons to sell: digits with at most three decimals, at least one step. */
export function typedSellTons(typed: string): Tons | null {
  const text = typed.trim();
  if (!/^\d{1,12}(\.\d{1,3})?$/.test(text)) return null;
  const value = tons(text);
  return value.decimal.lessThan(SELL_TONS_STEP.decimal) ? null : value;
}

/**
 * The proceeds of the typed tons at `unitPrice` (the domain's `saleProceeds`), and whether they are
 * enough; for more than the `held` tons, how many more instead of proceeds.
 */
export function sellFigures(typed: string, unitPrice: Money, held: Tons): SellFigures {
  const quantity = typedSellTons(typed);
  if (quantity === null) return { quantity, proceeds: null, tooSmall: false, aboveHolding: null };
  const aboveHolding = tonsAboveHolding(quantity, held);
  if (aboveHolding !== null) return { quantity, proceeds: null, tooSmall: false, aboveHolding };
  const proceeds = saleProceeds(unitPrice, quantity);
  return {
    quantity,
    proceeds,
    tooSmall: compare(proceeds, SALE_MIN_PROCEEDS) < 0,
    aboveHolding: null,
  };
}
