export { PurchaseScreen } from './PurchaseScreen';
export type { PurchaseScreenLinks, PurchaseScreenProps } from './PurchaseScreen';
export type { PurchaseReceipt } from './parts/PurchaseDone';
