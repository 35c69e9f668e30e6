export { Amount } from './Amount';
export type { AmountProps, AmountSize, AmountTone } from './Amount';
export { TonsAmount } from './TonsAmount';
export type { TonsAmountProps } from './TonsAmount';
