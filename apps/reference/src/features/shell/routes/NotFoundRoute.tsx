import { useNavigate } from '../../../lib/router/RouterContext';
import { NotFoundScreen } from '@carbonmarket/ui';
import { paths } from '../../../shared/routing/paths';
import { useCanGoBack } from '../../../shared/routing/useBack';

/** Any address the app does not know. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return (
    <NotFoundScreen
      onHome={() => navigate(paths.home, { replace: true })}
      {...(canGoBack ? { onBack: () => navigate(-1) } : {})}
    />
  );
}
