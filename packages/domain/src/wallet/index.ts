export { balanceShortfall } from './balanceShortfall';
export {
  withdrawalQuote,
  withdrawalEligibility,
  amountWithinBounds,
  payoutClosedReason,
  withdrawalsClosedReason,
  dailyWithdrawalLeft,
  singaporeDay,
} from './withdrawalRules';
export type {
  WithdrawalLimits,
  WithdrawalQuote,
  WithdrawalRequestFacts,
  WithdrawalVerdict,
  WithdrawalClosedReason,
} from './withdrawalRules';
export { payNowPayload, readPayNowPayload, readEmvFields, crc16Ccitt } from './payNowQr';
export type { PayNowRequest, ReadPayNowPayload, EmvFields } from './payNowQr';
export { topUpPayBy, topUpPayableUntil, suggestedTopUp, topUpPayload } from './topUpRules';
export type { PayNowPayee } from './topUpRules';
export { fundRecordDays } from './fundRecordDays';
export type { FundRecordDay } from './fundRecordDays';
