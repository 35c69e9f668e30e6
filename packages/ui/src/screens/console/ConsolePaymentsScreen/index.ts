export { ConsolePaymentsScreen } from './ConsolePaymentsScreen';
export type {
  AdminSale,
  AdminTopUp,
  AdminWithdrawal,
  ConsoleNavigation,
  ConsolePaymentsScreenProps,
  ConsoleSection,
  PaymentsQueue,
} from './ConsolePaymentsScreen';
export { CONSOLE_SECTIONS } from '../shared/ConsoleSections';
