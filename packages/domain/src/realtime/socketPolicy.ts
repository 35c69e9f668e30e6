import { SOCKET_CLOSE_CODES } from './socketClose';

/** Delay before the first connection once a logged-in member appears. */
export const SOCKET_OPEN_DELAY_MS = 300;
/** Reconnection attempts after a close before giving up (reset by a successful open). */
export const SOCKET_MAX_RECONNECTS = 5;
/** Wait between reconnection attempts. */
export const SOCKET_RECONNECT_DELAY_MS = 5000;
/** Interval of the text `ping` heartbeat while open. */
export const SOCKET_HEARTBEAT_MS = 50_000;
/** Value of the `v` query parameter of the socket URL. */
export const SOCKET_PROTOCOL_VERSION = 4;
/** What the heartbeat sends, as text. */
export const SOCKET_PING = 'ping';

export type SocketTimer = 'open' | 'reconnect' | 'heartbeat';

/** Where the connection stands. `idle`: no socket and none wanted yet or any more. */
export type SocketPhase = 'idle' | 'connecting' | 'open' | 'closed';

export interface SocketState {
  phase: SocketPhase;
  memId: number;
  token: string | null;
  /** Reconnection attempts since the last successful open. */
  attempts: number;
  /** False while the app is hidden or exiting. */
  visible: boolean;
  /** Timers currently scheduled. */
  timers: readonly SocketTimer[];
}

export type SocketEvent =
  /** The login info changed (or the app started): a member id (0 = none) and a token. */
  | { type: 'session'; memId: number; token: string | null }
  | { type: 'timer'; timer: SocketTimer }
  | { type: 'opened' }
  /**
   * The socket closed or failed, not at our request, with the close code when there was one.
   * After `sessionEnded` or `badRequest` (see SOCKET_CLOSE_CODES) retrying cannot help: the
   * policy waits for the next session event instead.
   */
  | { type: 'closed'; code?: number }
  | { type: 'hidden' }
  | { type: 'visible' }
  | { type: 'exit' };

export type SocketCommand =
  | { type: 'schedule'; timer: SocketTimer; delayMs: number }
  | { type: 'cancel'; timer: SocketTimer }
  | { type: 'connect' }
  | { type: 'close' }
  | { type: 'send'; data: string };

export const initialSocketState: SocketState = {
  phase: 'idle',
  memId: 0,
  token: null,
  attempts: 0,
  visible: true,
  timers: [],
};

/** Close codes after which reconnecting with the same session is pointless. */
const FINAL_CLOSE_CODES: readonly number[] = [
  SOCKET_CLOSE_CODES.sessionEnded,
  SOCKET_CLOSE_CODES.badRequest,
];

const loggedIn = (s: SocketState) => s.memId > 0 && !!s.token;

type Step = [SocketState, SocketCommand[]];

const schedule = ([s, cmds]: Step, timer: SocketTimer, delayMs: number): Step => [
  { ...s, timers: [...s.timers.filter((t) => t !== timer), timer] },
  [...cmds, { type: 'schedule', timer, delayMs }],
];

const cancelAll = ([s, cmds]: Step): Step => [
  { ...s, timers: [] },
  [...cmds, ...s.timers.map((timer): SocketCommand => ({ type: 'cancel', timer }))],
];

const fired = (s: SocketState, timer: SocketTimer): SocketState => ({
  ...s,
  timers: s.timers.filter((t) => t !== timer),
});

/** Closes any socket and stops every timer; nothing reconnects. */
const shutDown = (s: SocketState): Step => {
  const [next, cmds] = cancelAll([s, []]);
  const hasSocket = s.phase === 'connecting' || s.phase === 'open';
  return [{ ...next, phase: 'idle', attempts: 0 }, hasSocket ? [...cmds, { type: 'close' }] : cmds];
};

/** Schedules a reconnection if attempts remain; otherwise gives up until the next session event. */
const retry = (s: SocketState): Step => {
  if (!loggedIn(s) || !s.visible) return [{ ...s, phase: 'idle' }, []];
  if (s.attempts >= SOCKET_MAX_RECONNECTS) return [{ ...s, phase: 'closed' }, []];
  return schedule(
    [{ ...s, phase: 'closed', attempts: s.attempts + 1 }, []],
    'reconnect',
    SOCKET_RECONNECT_DELAY_MS,
  );
};

/**
 * The socket policy of the product as a pure transition: given the state and an event, the new
 * state and the commands for the adapter to carry out (open or close the socket, send, set or
 * clear timers). The adapter feeds back `opened`, `closed` and fired timers.
 */
export function nextSocketAction(state: SocketState, event: SocketEvent): Step {
  switch (event.type) {
    case 'session': {
      const s = { ...state, memId: event.memId, token: event.token };
      if (!loggedIn(s)) return shutDown(s);
      if (s.phase === 'idle' && s.visible && !s.timers.includes('open'))
        return schedule([s, []], 'open', SOCKET_OPEN_DELAY_MS);
      return [s, []];
    }
    case 'timer': {
      // A timer that is not scheduled (already cancelled) is stale: ignore it.
      if (!state.timers.includes(event.timer)) return [state, []];
      const s = fired(state, event.timer);
      if (event.timer === 'heartbeat') {
        if (s.phase === 'open')
          return schedule(
            [s, [{ type: 'send', data: SOCKET_PING }]],
            'heartbeat',
            SOCKET_HEARTBEAT_MS,
          );
        if (loggedIn(s) && s.visible && s.phase !== 'connecting')
          return [{ ...s, phase: 'connecting' }, [{ type: 'connect' }]];
        return [s, []];
      }
      // open or reconnect
      if (!loggedIn(s) || !s.visible || s.phase === 'connecting' || s.phase === 'open')
        return [s, []];
      return [{ ...s, phase: 'connecting' }, [{ type: 'connect' }]];
    }
    case 'opened': {
      const [s, cmds] = schedule(
        [{ ...state, phase: 'open', attempts: 0 }, []],
        'heartbeat',
        SOCKET_HEARTBEAT_MS,
      );
      return [
        { ...s, timers: s.timers.filter((t) => t !== 'reconnect') },
        state.timers.includes('reconnect')
          ? [{ type: 'cancel', timer: 'reconnect' }, ...cmds]
          : cmds,
      ];
    }
    case 'closed': {
      if (state.phase === 'idle') return [state, []];
      const withoutHeartbeat: SocketState = {
        ...state,
        timers: state.timers.filter((t) => t !== 'heartbeat'),
      };
      const [s, cmds] = FINAL_CLOSE_CODES.includes(event.code ?? 0)
        ? [{ ...withoutHeartbeat, phase: 'closed' as const }, []]
        : retry(withoutHeartbeat);
      return [
        s,
        state.timers.includes('heartbeat')
          ? [{ type: 'cancel', timer: 'heartbeat' }, ...cmds]
          : cmds,
      ];
    }
    case 'hidden':
    case 'exit':
      return shutDown({ ...state, visible: false });
    case 'visible': {
      const s = { ...state, visible: true };
      if (loggedIn(s) && s.phase === 'idle' && !s.timers.includes('open'))
        return schedule([s, []], 'open', SOCKET_OPEN_DELAY_MS);
      return [s, []];
    }
    default:
      return event satisfies never;
  }
}

/** The socket address: `socket_host` with `mem_id`, the URL-encoded token and `v=4`. */
export function socketUrl(
  host: string,
  { memId, token }: { memId: number; token: string },
): string {
  const separator = host.includes('?')
    ? host.endsWith('?') || host.endsWith('&')
      ? ''
      : '&'
    : '?';
  return `${host}${separator}mem_id=${memId}&token=${encodeURIComponent(token)}&v=${SOCKET_PROTOCOL_VERSION}`;
}
