import { useLocation } from '../lib/router/RouterContext';
import { ConnectionStatus } from '@carbonmarket/ui';
import { useSession } from '../lib/session/sessionContext';
import { useConnectionState } from '../lib/realtime/connectionContext';
import { tabOf } from '../shared/routing/routeRegistry';

/**
 * The live connection's state while a member is signed in, in the corner above the tab bar on the
 * three tab pages (home, projects, profile). Other pages have no tab bar to sit above: there the
 * pill would cover their last lines, so it stays away.
 */
export function ConnectionIndicator() {
  const state = useConnectionState();
  const { status } = useSession();
  const { pathname } = useLocation();
  if (status !== 'member' || tabOf(pathname) === null) return null;
  return <ConnectionStatus state={state} placement="floating" />;
}
