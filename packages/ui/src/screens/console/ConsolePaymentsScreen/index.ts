export { ConsolePaymentsScreen } from './ConsolePaymentsScreen';
export type {
  AdminSale,
  AdminTopUp,
  AdminWithdrawal,
  ConsolePaymentsScreenProps,
  PaymentsQueue,
} from './ConsolePaymentsScreen';
