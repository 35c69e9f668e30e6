import type { QueryClient } from '@tanstack/react-query';
import type { ExternalStore } from '../store/externalStore';
import type { BaseSettings } from '../session/baseSettings';
import { settingsSocketHost } from '../session/baseSettings';
import type { SessionStore } from '../session/sessionStore';
import { applyPush } from './applyPush';
import type { ArrivedNotification } from './applyPush';
import type { ConnectionState } from './connectionState';
import { bindPageLifecycle } from './pageLifecycle';
import type { PageLifecycleTarget } from './pageLifecycle';
import { createSocketAdapter } from './socketAdapter';
import type { SocketLike } from './socketAdapter';

export interface RealtimeDeps {
  queryClient: QueryClient;
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe'>;
  baseSettings: Pick<ExternalStore<BaseSettings | null>, 'get' | 'subscribe'>;
  connection: Pick<ExternalStore<ConnectionState>, 'set'>;
  createSocket: (url: string) => SocketLike;
  page: PageLifecycleTarget;
  log: (message: string, detail?: unknown) => void;
  /** A notification arrived (after the cache has it): the app shows it. */
  onNotification?: (notification: ArrivedNotification) => void;
}

/**
 * Runs the member's live connection: the session and base config say whom to connect as and
 * where, the page lifecycle says when, and every push lands in the query cache. Guests and
 * signed-out visitors get no socket. Returns the function that closes it for good.
 */
export function startRealtime(deps: RealtimeDeps): () => void {
  const socketHost = () => settingsSocketHost(deps.baseSettings.get());
  const adapter = createSocketAdapter({
    createSocket: deps.createSocket,
    socketHost,
    onMessage: (text) => applyPush(text, deps.queryClient, deps.log, deps.onNotification),
    onPhase: deps.connection.set,
    log: deps.log,
  });
  let reported = { memId: 0, token: null as string | null };
  const reportSession = () => {
    const { status, memId, token } = deps.session.getSnapshot();
    const member = status === 'member' && socketHost() !== null;
    const next = { memId: member ? memId : 0, token: member ? token : null };
    if (next.memId === reported.memId && next.token === reported.token) return;
    // Another member signed in: the old connection must not carry on under the new identity.
    if (reported.memId > 0 && next.memId > 0)
      adapter.dispatch({ type: 'session', memId: 0, token: null });
    reported = next;
    adapter.dispatch({ type: 'session', ...next });
  };
  reportSession();
  const unsubscribeSession = deps.session.subscribe(reportSession);
  const unsubscribeSettings = deps.baseSettings.subscribe(reportSession);
  const unbindPage = bindPageLifecycle(deps.page, adapter.dispatch);
  return () => {
    unsubscribeSession();
    unsubscribeSettings();
    unbindPage();
    adapter.dispatch({ type: 'exit' });
    deps.connection.set('idle');
  };
}
