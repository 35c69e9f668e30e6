export { WithdrawalPasswordScreen } from './WithdrawalPasswordScreen';
export type { WithdrawalPasswordScreenProps } from './WithdrawalPasswordScreen';
