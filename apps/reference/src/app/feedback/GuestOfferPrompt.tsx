import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from '../../lib/router/RouterContext';
import { guestOffer } from '../../lib/feedback/guestOffer';
import { href, withQuery } from '../../shared/routing/href';

// The dialog (Radix) loads the first time a guest is refused something, not with the app.
const GuestOfferDialog = lazy(async () => ({
  default: (await import('./GuestOfferDialog')).GuestOfferDialog,
}));

/**
 * Shows the open offer to register: Register opens registration, Log in the login page (either
 * returns here once the guest is a member), Not now closes it (and leaves a page closed to guests).
 */
export function GuestOfferPrompt() {
  const offer = useSyncExternalStore(guestOffer.subscribe, guestOffer.get, guestOffer.get);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Signing in or registering returns to the page that asked.
  const next = { next: `${pathname}${search}` };
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <GuestOfferDialog
        message={offer.message}
        onRegister={() => {
          guestOffer.set(null);
          navigate(withQuery(href('register'), next));
        }}
        onLogIn={() => {
          guestOffer.set(null);
          navigate(withQuery(href('login'), next));
        }}
        onDecline={() => {
          guestOffer.set(null);
          if (offer.declineTo !== null) navigate(offer.declineTo, { replace: true });
        }}
      />
    </Suspense>
  );
}
