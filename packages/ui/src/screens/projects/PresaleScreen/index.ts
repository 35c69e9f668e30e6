export { PresaleScreen } from './PresaleScreen';
export type { PresaleScreenLinks, PresaleScreenProps } from './PresaleScreen';
export type { BookingReceipt } from './parts/BookingDone';
