export { OrderDetailScreen } from './OrderDetailScreen';
export type { OrderDetailScreenLinks, OrderDetailScreenProps } from './OrderDetailScreen';
