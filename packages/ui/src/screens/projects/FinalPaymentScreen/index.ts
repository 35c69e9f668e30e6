export { FinalPaymentScreen } from './FinalPaymentScreen';
export type { FinalPaymentReceipt, FinalPaymentScreenProps } from './FinalPaymentScreen';
