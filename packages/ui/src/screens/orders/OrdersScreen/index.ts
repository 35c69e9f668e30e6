export { OrdersScreen } from './OrdersScreen';
export type { OrderPages, OrdersScreenLinks, OrdersScreenProps } from './OrdersScreen';
