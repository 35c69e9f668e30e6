import { useNavigate } from '../../../lib/router/RouterContext';
import { PendingPage } from '@carbonmarket/ui';
import { useCanGoBack } from '../../../shared/routing/useBack';
import { href } from '../../../shared/routing/href';

/**
 * A route of the product whose screen a later release builds: says so plainly, with Back and a
 * way home, and no tab bar (only the three tab routes show it). No sample data.
 */
export function PendingRoute() {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return (
    <PendingPage
      onHome={() => void navigate(href('home'), { replace: true })}
      {...(canGoBack ? { onBack: () => void navigate(-1) } : {})}
    />
  );
}
