export { WithdrawScreen } from './WithdrawScreen';
export type {
  WithdrawScreenProps,
  WithdrawScreenLinks,
  WithdrawAccount,
  WithdrawAllowance,
  WithdrawQuoteState,
  WithdrawalPages,
} from './WithdrawScreen';
