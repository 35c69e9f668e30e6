import { ConnectionStatus } from '@carbonmarket/ui';
import { useSession } from '../session/sessionContext';
import { useConnectionState } from './realtime/connectionContext';

/** The live connection's state, in a corner of the screen while a member is signed in. */
export function ConnectionIndicator() {
  const state = useConnectionState();
  const { status } = useSession();
  if (status !== 'member') return null;
  return <ConnectionStatus state={state} placement="floating" />;
}
