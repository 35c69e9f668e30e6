import { initialSocketState, nextSocketAction, socketUrl } from '@carbonmarket/domain';
import type {
  SocketCommand,
  SocketEvent,
  SocketPhase,
  SocketState,
  SocketTimer,
} from '@carbonmarket/domain';

/** What the adapter uses of a WebSocket; the browser's WebSocket fits, tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => unknown) | null;
  onclose: ((event: CloseEvent) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
  onmessage: ((event: MessageEvent) => unknown) | null;
}

/** `WebSocket.OPEN`, without touching the global (absent in Node tests). */
const OPEN = 1;

export interface SocketAdapterDeps {
  createSocket: (url: string) => SocketLike;
  /** `socket_host` from base config; null while unknown. */
  socketHost: () => string | null;
  /** Every text message but the heartbeat's `pong`. */
  onMessage: (text: string) => void;
  /** Called when the connection state changes. */
  onPhase: (phase: SocketPhase) => void;
  log: (message: string, detail?: unknown) => void;
}

export interface SocketAdapter {
  /** Feeds an event to the policy and carries out the commands it returns. */
  dispatch: (event: SocketEvent) => void;
  getState: () => SocketState;
}

/**
 * A thin WebSocket adapter: the decisions (when to connect, retry, ping, close) are the domain's
 * `nextSocketAction`; this only carries out its commands (timers, open, close, send) and feeds
 * back what the socket and the timers report.
 */
export function createSocketAdapter(deps: SocketAdapterDeps): SocketAdapter {
  let state: SocketState = initialSocketState;
  let socket: SocketLike | null = null;
  const timers = new Map<SocketTimer, ReturnType<typeof setTimeout>>();
  const queue: SocketEvent[] = [];
  let running = false;

  const detach = (target: SocketLike) => {
    target.onopen = null;
    target.onclose = null;
    target.onerror = null;
    target.onmessage = null;
  };

  const connect = () => {
    const host = deps.socketHost();
    if (!host || !state.token || state.memId <= 0) {
      deps.log('socket: no host or no session to connect with');
      queue.push({ type: 'closed' });
      return;
    }
    let next: SocketLike;
    try {
      next = deps.createSocket(socketUrl(host, { memId: state.memId, token: state.token }));
    } catch (error) {
      // Browsers quote the whole URL in this error, token included: log its kind only.
      deps.log('socket: could not open', error instanceof Error ? error.name : typeof error);
      queue.push({ type: 'closed' });
      return;
    }
    socket = next;
    next.onopen = () => {
      if (socket === next) dispatch({ type: 'opened' });
    };
    next.onclose = (event) => {
      if (socket !== next) return;
      detach(next);
      socket = null;
      dispatch({ type: 'closed', code: event.code });
    };
    next.onerror = () => deps.log('socket: error');
    next.onmessage = (event) => {
      if (socket !== next) return;
      if (typeof event.data !== 'string') return deps.log('socket: ignored a binary message');
      if (event.data === 'pong') return;
      deps.onMessage(event.data);
    };
  };

  const close = () => {
    const current = socket;
    socket = null;
    if (!current) return;
    detach(current);
    try {
      current.close(1000, 'closed by the app');
    } catch (error) {
      deps.log('socket: close failed', error);
    }
  };

  const run = (command: SocketCommand) => {
    switch (command.type) {
      case 'schedule': {
        clearTimeout(timers.get(command.timer));
        timers.set(
          command.timer,
          setTimeout(() => {
            timers.delete(command.timer);
            dispatch({ type: 'timer', timer: command.timer });
          }, command.delayMs),
        );
        return;
      }
      case 'cancel':
        clearTimeout(timers.get(command.timer));
        timers.delete(command.timer);
        return;
      case 'connect':
        return connect();
      case 'close':
        return close();
      case 'send':
        if (socket && socket.readyState === OPEN) socket.send(command.data);
        return;
      default:
        return command satisfies never;
    }
  };

  function dispatch(event: SocketEvent) {
    queue.push(event);
    if (running) return;
    running = true;
    const before = state.phase;
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [after, commands] = nextSocketAction(state, next);
        state = after;
        for (const command of commands) run(command);
      }
    } finally {
      running = false;
    }
    if (state.phase !== before) deps.onPhase(state.phase);
  }

  return { dispatch, getState: () => state };
}
