export { Receipt } from './Receipt';
export type { ReceiptLink, ReceiptProps } from './Receipt';
