export { OrdersScreen } from './OrdersScreen';
export type { OrderPages, OrdersScreenProps } from './OrdersScreen';
