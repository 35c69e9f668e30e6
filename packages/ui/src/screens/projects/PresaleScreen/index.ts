export { PresaleScreen } from './PresaleScreen';
export type { PresaleScreenProps } from './PresaleScreen';
export type { BookingReceipt } from './parts/BookingDone';
