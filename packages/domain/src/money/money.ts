import { Decimal, PLAIN_DECIMAL, groupThousands } from './decimal';

/** Number of decimal places of an SGD amount. */
export const MONEY_SCALE = 2;

/**
 * An amount of Singapore dollars, held exactly and always rounded half-up to cents.
 * Immutable: every operation returns a new value.
 */
export class Money {
  readonly currency = 'SGD' as const;
  readonly #value: Decimal;

  private constructor(value: Decimal) {
    this.#value = value.toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_HALF_UP);
  }

  /** @internal Builds a Money from an exact Decimal, rounding half-up to cents. */
  static fromDecimal(value: Decimal): Money {
    return new Money(value);
  }

  /** @internal The exact value, for other domain modules. */
  get decimal(): Decimal {
    return this.#value;
  }

  /** Plain text with exactly two decimals and no grouping: `'37.02'`, `'-5.00'`. */
  toString(): string {
    // decimal.js toFixed: exact decimal text, never exponent notation (not Number#toFixed).
    return this.#value.toFixed(MONEY_SCALE);
  }

  /** Serialises as the plain string, so API payloads never carry a float. */
  toJSON(): string {
    return this.toString();
  }
}

/** Accepted inputs: plain decimal text (`'12.30'`), an existing Money, or an integer number of dollars. */
export type MoneyInput = string | Money | bigint;

/**
 * Builds an SGD amount. Text must be plain decimal (`'12.3'`, `'-0.5'`); anything else throws
 * a RangeError. Use `parseMoney` for what a person typed.
 */
export function money(input: MoneyInput): Money {
  if (input instanceof Money) return input;
  if (typeof input === 'bigint') return Money.fromDecimal(new Decimal(input.toString()));
  const text = input.trim();
  if (!PLAIN_DECIMAL.test(text)) throw new RangeError(`Not a plain decimal amount: "${input}"`);
  return Money.fromDecimal(new Decimal(text));
}

/** Zero dollars. */
export const ZERO_MONEY = money('0');

export const add = (a: Money, b: Money): Money => Money.fromDecimal(a.decimal.plus(b.decimal));
export const subtract = (a: Money, b: Money): Money =>
  Money.fromDecimal(a.decimal.minus(b.decimal));
/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export const compare = (a: Money, b: Money): -1 | 0 | 1 =>
  a.decimal.comparedTo(b.decimal) as -1 | 0 | 1;
export const isZero = (m: Money): boolean => m.decimal.isZero();
export const isNegative = (m: Money): boolean => m.decimal.isNegative() && !m.decimal.isZero();

/**
 * Reads an amount a person typed: optional `S$`/`$`, grouping commas in the right places,
 * at most two decimals. Returns `null` for anything else (letters, two dots, `1e5`, empty).
 */
export function parseMoney(text: string): Money | null {
  const cleaned = text.trim().replace(/^S?\$\s*/i, '');
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(cleaned)) return null;
  return money(cleaned.replace(/,/g, ''));
}

/** Locales the product speaks; `cn` formats like `zh-CN`. */
export type Locale = 'en' | 'cn';

/** `S$1,234.50` in both locales (Singapore dollars keep their symbol in Chinese text), `-S$5.00` below zero. */
export function formatMoney(m: Money, _locale: Locale = 'en'): string {
  const plain = m.toString();
  const negative = plain.startsWith('-');
  return `${negative ? '-' : ''}S$${groupThousands(negative ? plain.slice(1) : plain)}`;
}

/** The amount in cents, for storage as an integer (exact: Money always holds whole cents). */
export const toCents = (m: Money): bigint => BigInt(m.decimal.times(100).toFixed(0));

/** An amount from integer cents, as stored. */
export const fromCents = (cents: bigint | number): Money => {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents))
    throw new RangeError(`Cents must be a safe integer, got ${cents}`);
  return Money.fromDecimal(new Decimal(cents.toString()).dividedBy(100));
};
