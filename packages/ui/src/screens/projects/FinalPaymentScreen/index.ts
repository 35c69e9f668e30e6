export { FinalPaymentScreen } from './FinalPaymentScreen';
export type {
  FinalPaymentReceipt,
  FinalPaymentScreenLinks,
  FinalPaymentScreenProps,
} from './FinalPaymentScreen';
