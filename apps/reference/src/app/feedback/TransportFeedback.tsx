import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '../../lib/router/RouterContext';
import { useToast } from '@carbonmarket/ui';
import type { FeedbackChannel } from '../../lib/feedback/feedbackChannel';
import { guestOffer } from '../../lib/feedback/guestOffer';
import { href } from '../../shared/routing/href';

/**
 * Shows what the API client reports (spec section 8): "Network error" as an error toast, and an
 * ended session as a notice followed by the login page, a refused guest as an offer to register.
 */
export function TransportFeedback({ channel }: { channel: Pick<FeedbackChannel, 'listen'> }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);
  useEffect(
    () =>
      channel.listen((notice) => {
        switch (notice.kind) {
          case 'network-error':
            toast.error(notice.message);
            return;
          case 'guest-restricted':
            guestOffer.set({ message: notice.message, declineTo: null });
            return;
          case 'session-expired':
            if (notice.message) toast.info(notice.message);
            if (currentPath.current !== href('login')) void navigate(href('login'));
            return;
          default:
            return notice satisfies never;
        }
      }),
    [channel, toast, navigate],
  );
  return null;
}
