import { useNavigate } from '../../../lib/router/RouterContext';
import { NotFoundScreen } from '@carbonmarket/ui/screens/shell/NotFoundScreen';
import { useCanGoBack } from '../../../shared/routing/useBack';
import { href } from '../../../shared/routing/href';

/** Any address the app does not know. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return (
    <NotFoundScreen
      onHome={() => navigate(href('home'), { replace: true })}
      {...(canGoBack ? { onBack: () => navigate(-1) } : {})}
    />
  );
}
