export { BankCardScreen } from './BankCardScreen';
export type { BankCardAccount, BankCardScreenProps } from './BankCardScreen';
