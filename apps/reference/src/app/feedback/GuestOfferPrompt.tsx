import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useNavigate } from '../../lib/router/RouterContext';
import { paths } from '../../shared/routing/paths';
import { guestOffer } from '../../lib/feedback/guestOffer';

// The dialog (Radix) loads the first time a guest is refused something, not with the app.
const GuestOfferDialog = lazy(async () => ({
  default: (await import('./GuestOfferDialog')).GuestOfferDialog,
}));

/** Shows the open offer to register: Register opens registration, Not now closes it. */
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
          void navigate(paths.register);
        }}
        onDecline={() => {
          guestOffer.set(null);
          if (offer.declineTo !== null) void navigate(offer.declineTo, { replace: true });
        }}
      />
    </Suspense>
  );
}
