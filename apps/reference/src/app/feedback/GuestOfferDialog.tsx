// The offer's dialog (Radix), in a module of its own so that it loads the first time a guest is
// refused something, not with the app.
export { GuestOfferDialog } from '@carbonmarket/ui';
