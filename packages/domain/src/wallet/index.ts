export { balanceShortfall } from './balanceShortfall';
export {
  withdrawalQuote,
  withdrawalEligibility,
  amountWithinBounds,
  payoutClosedReason,
  singaporeDay,
} from './withdrawalRules';
export type {
  WithdrawalLimits,
  WithdrawalQuote,
  WithdrawalRequestFacts,
  WithdrawalVerdict,
} from './withdrawalRules';
