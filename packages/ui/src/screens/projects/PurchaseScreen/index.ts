export { PurchaseScreen } from './PurchaseScreen';
export type { PurchaseScreenProps } from './PurchaseScreen';
export type { PurchaseReceipt } from './parts/PurchaseDone';
