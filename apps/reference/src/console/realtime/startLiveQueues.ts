import type { SocketPhase } from '@carbonmarket/domain';
import { CONSOLE_SOCKET_PATH, consolePushWire } from '@carbonmarket/domain/contract';
import type { ConsolePush } from '@carbonmarket/domain/contract';
import { bindPageLifecycle } from '../../lib/realtime/pageLifecycle';
import type { PageLifecycleTarget } from '../../lib/realtime/pageLifecycle';
import { createSocketAdapter } from '../../lib/realtime/socketAdapter';
import type { SocketLike } from '../../lib/realtime/socketAdapter';
import type { OperatorSessionStore } from '../session/operatorSessionStore';

export interface LiveQueuesDeps {
  session: Pick<OperatorSessionStore, 'get' | 'subscribe'>;
  /** `ws://host/h5/ws/console` or `wss://…`, from the API's origin. */
  socketUrl: () => string | null;
  createSocket: (url: string) => SocketLike;
  page: PageLifecycleTarget;
  /** An item of a queue was added or changed: the console reads that queue again. */
  onPush: (push: ConsolePush) => void;
  /** The connection opened (again): pushes may have been missed, every queue is read again. */
  onReconnected: () => void;
  onPhase: (phase: SocketPhase) => void;
  log: (message: string, detail?: unknown) => void;
}

/** The console socket's address for an API origin (empty: the page's own). */
export function consoleSocketUrl(apiOrigin: string, page: Pick<Location, 'protocol' | 'host'>) {
  const base = apiOrigin === '' ? `${page.protocol}//${page.host}` : apiOrigin;
  return `${base.replace(/^http/, 'ws').replace(/\/$/, '')}${CONSOLE_SOCKET_PATH}`;
}

/**
 * Keeps the operator's queues live (ADR 051): while an operator is signed in and the page is
 * shown, the console socket is open, with the member app's reconnection and heartbeat policy;
 * each push names the queue to read again. Returns the function that closes it for good.
 */
export function startLiveQueues(deps: LiveQueuesDeps): () => void {
  const adapter = createSocketAdapter({
    createSocket: deps.createSocket,
    socketHost: deps.socketUrl,
    onMessage: (text) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const push = consolePushWire.safeParse(parsed);
      if (push.success) deps.onPush(push.data);
      else deps.log('A console message that is not a queue push was ignored', text);
    },
    onPhase: (phase) => {
      if (phase === 'open') deps.onReconnected();
      deps.onPhase(phase);
    },
    log: deps.log,
  });
  let reported: string | null = null;
  const reportSession = () => {
    const session = deps.session.get();
    const token = deps.socketUrl() === null ? null : (session?.token ?? null);
    if (token === reported) return;
    if (reported !== null && token !== null)
      adapter.dispatch({ type: 'session', memId: 0, token: null });
    reported = token;
    adapter.dispatch({ type: 'session', memId: session?.operator.id ?? 0, token });
  };
  reportSession();
  const unsubscribe = deps.session.subscribe(reportSession);
  const unbindPage = bindPageLifecycle(deps.page, adapter.dispatch);
  return () => {
    unsubscribe();
    unbindPage();
    adapter.dispatch({ type: 'exit' });
  };
}
