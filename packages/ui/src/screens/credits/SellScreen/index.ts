export { SellScreen } from './SellScreen';
export type { SaleReceipt, SellScreenProps } from './SellScreen';
