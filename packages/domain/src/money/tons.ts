import { Decimal, PLAIN_DECIMAL, groupThousands } from './decimal';
import { Money } from './money';
import type { Locale } from './money';

/** Decimal places kept for ton balances (purchases are whole tons). */
export const TONS_SCALE = 3;

/** A quantity of carbon credits in metric tons of CO2e, held exactly. */
export class Tons {
  readonly unit = 't' as const;
  readonly #value: Decimal;

  private constructor(value: Decimal) {
    this.#value = value.toDecimalPlaces(TONS_SCALE, Decimal.ROUND_HALF_UP);
  }

  /** @internal */
  static fromDecimal(value: Decimal): Tons {
    return new Tons(value);
  }

  /** @internal */
  get decimal(): Decimal {
    return this.#value;
  }

  /** Plain text without trailing zeros: `'3'`, `'2.5'`. */
  toString(): string {
    // decimal.js toFixed: exact decimal text, never exponent notation (not Number#toFixed).
    return this.#value.toFixed();
  }

  toJSON(): string {
    return this.toString();
  }
}

/** Builds a quantity of tons from plain decimal text, a Tons or a bigint; anything else throws. */
export function tons(input: string | Tons | bigint): Tons {
  if (input instanceof Tons) return input;
  if (typeof input === 'bigint') return Tons.fromDecimal(new Decimal(input.toString()));
  const text = input.trim();
  if (!PLAIN_DECIMAL.test(text)) throw new RangeError(`Not a plain decimal quantity: "${input}"`);
  return Tons.fromDecimal(new Decimal(text));
}

/** True when the quantity is a whole number of tons. */
export const isWholeTons = (t: Tons): boolean => t.decimal.isInteger();

/**
 * Price per ton times tons, rounded half-up to cents: what the platform charges for tons (a
 * purchase, a booking, a final payment). What it pays for tons is `saleProceeds` (rounded down).
 */
export const multiply = (price: Money, quantity: Tons): Money =>
  Money.fromDecimal(price.decimal.times(quantity.decimal));

/** The unit after a quantity, as each language writes it (and as its price per ton reads). */
const TON_UNIT: Readonly<Record<Locale, string>> = { en: 't', cn: '吨' };

/** The unit alone (`t`, `吨`), for a field that takes tons. */
export const tonUnit = (locale: Locale = 'en'): string => TON_UNIT[locale];

/** `1,250 t` / `2.5 t` in English, `1,250 吨` in Chinese. */
export function formatTons(t: Tons, locale: Locale = 'en'): string {
  return `${groupThousands(t.toString())} ${TON_UNIT[locale]}`;
}

/** The quantity in thousandths of a ton, for storage as an integer (exact at TONS_SCALE). */
export const toMilliTons = (t: Tons): bigint => BigInt(t.decimal.times(1000).toFixed(0));

/** A quantity from integer thousandths of a ton, as stored. */
export const fromMilliTons = (milli: bigint | number): Tons => {
  if (typeof milli === 'number' && !Number.isSafeInteger(milli))
    throw new RangeError(`Thousandths must be a safe integer, got ${milli}`);
  return Tons.fromDecimal(new Decimal(milli.toString()).dividedBy(1000));
};
