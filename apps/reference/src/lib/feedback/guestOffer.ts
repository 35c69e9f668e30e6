import { createExternalStore } from '../store/externalStore';

/** An open offer to register, made to a guest who was refused something. */
export interface GuestOffer {
  /** Why: the catalogue's guest message, in the visitor's language. */
  message: string;
  /** Where "Not now" goes (a page a guest cannot use), or null to stay where the guest is. */
  declineTo: string | null;
}

/**
 * The one offer on screen (null: none). The transport layer opens it when the server refuses a
 * guest; a page closed to guests opens it itself; `GuestOfferPrompt` shows it.
 */
export const guestOffer = createExternalStore<GuestOffer | null>(null);
