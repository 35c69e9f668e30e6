export { BalancesSummary } from './BalancesSummary';
export type { BalancesSummaryProps } from './BalancesSummary';
