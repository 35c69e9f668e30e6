export { Money, money, ZERO_MONEY, add, subtract, compare, isZero, isNegative, parseMoney, formatMoney, MONEY_SCALE } from './money';
export type { MoneyInput, Locale } from './money';
export { Tons, tons, isWholeTons, multiply, formatTons, TONS_SCALE } from './tons';
