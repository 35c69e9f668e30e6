import DecimalBase from 'decimal.js';

/**
 * The one Decimal constructor of the product: 40 significant digits, half-up rounding.
 * Every amount of money and every quantity of tons passes through it; no JS float is ever
 * used for arithmetic on them.
 */
export const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;

/** Plain decimal text: an optional minus, digits, an optional fraction. No exponents, no junk. */
export const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** Groups the integer digits of a plain decimal string in threes: `1234567.5` -> `1,234,567.5`. */
export function groupThousands(plain: string): string {
  const negative = plain.startsWith('-');
  const body = negative ? plain.slice(1) : plain;
  const [whole = '0', fraction] = body.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
