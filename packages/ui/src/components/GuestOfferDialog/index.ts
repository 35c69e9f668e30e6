export { GuestOfferDialog } from './GuestOfferDialog';
export type { GuestOfferDialogProps } from './GuestOfferDialog';
