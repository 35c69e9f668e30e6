export { OrderDetailScreen } from './OrderDetailScreen';
export type { OrderDetailScreenProps } from './OrderDetailScreen';
