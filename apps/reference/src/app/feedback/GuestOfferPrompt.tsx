import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useNavigate } from '../../lib/router/RouterContext';
import { paths } from '../../shared/routing/paths';
import { guestOffer } from '../../lib/feedback/guestOffer';

// The dialog (Radix) loads the first time a guest is refused something, not with the app.
const GuestOfferDialog = lazy(async () => ({
  default: (await import('./GuestOfferDialog')).GuestOfferDialog,
}));

/**
 * Shows the open offer to register: Register opens registration, Log in the login page, Not now
 * closes it (and leaves a page closed to guests).
 */
export function GuestOfferPrompt() {
  const offer = useSyncExternalStore(guestOffer.subscribe, guestOffer.get, guestOffer.get);
  const navigate = useNavigate();
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <GuestOfferDialog
        message={offer.message}
        onRegister={() => {
          guestOffer.set(null);
          navigate(paths.register);
        }}
        onLogIn={() => {
          guestOffer.set(null);
          navigate(paths.login);
        }}
        onDecline={() => {
          guestOffer.set(null);
          if (offer.declineTo !== null) navigate(offer.declineTo, { replace: true });
        }}
      />
    </Suspense>
  );
}
