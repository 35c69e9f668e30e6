export { SellScreen } from './SellScreen';
export type { SaleReceipt, SellScreenLinks, SellScreenProps } from './SellScreen';
