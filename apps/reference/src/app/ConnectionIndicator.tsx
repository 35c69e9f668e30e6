import type { ReactNode } from 'react';
import { useLocation } from '../lib/router/RouterContext';
import { ConnectionStatus, NavBarStatusProvider } from '@carbonmarket/ui';
import { useSession } from '../lib/session/sessionContext';
import { useConnectionState } from '../lib/realtime/connectionContext';
import { tabOf } from '../shared/routing/routeRegistry';

/**
 * The live connection's state while a member is signed in, given to the nav bar of the three tab
 * pages (home, projects, profile), which shows it at its start, where those pages have no back
 * button: in a space of its own, it covers nothing. Other pages have a back button there, and no
 * state.
 */
export function ConnectionIndicator({ children }: { children: ReactNode }) {
  const state = useConnectionState();
  const { status } = useSession();
  const { pathname } = useLocation();
  const shown = status === 'member' && tabOf(pathname) !== null;
  return (
    <NavBarStatusProvider status={shown ? <ConnectionStatus state={state} /> : null}>
      {children}
    </NavBarStatusProvider>
  );
}
