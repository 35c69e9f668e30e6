import WebSocket from 'ws';
import { SOCKET_PROTOCOL_VERSION } from '@carbonmarket/domain';
import { CONSOLE_SOCKET_PATH, SOCKET_PATH } from '@carbonmarket/domain/contract';

/** A test's socket: what arrived, and promises for the open and the close. */
export interface TestSocket {
  ws: WebSocket;
  /** Text messages received so far, in order. */
  messages: string[];
  opened: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the next text message. */
  next(): Promise<string>;
}

/**
 * Opens a socket to a test server the way the app does: `mem_id`, the URL-encoded token and
 * `v=4`, plus any extra query values (`lang`, or overrides of these).
 */
export function openSocket(
  base: string,
  { memId, token, ...extra }: { memId: number | string; token: string; v?: string; lang?: string },
): TestSocket {
  const query = new URLSearchParams({
    mem_id: String(memId),
    token,
    v: String(SOCKET_PROTOCOL_VERSION),
    ...extra,
  });
  return connect(`${base.replace(/^http/, 'ws')}${SOCKET_PATH}?${query.toString()}`);
}

/** Opens the console's socket with an operator's session token, as the console does. */
export function openConsoleSocket(base: string, token: string): TestSocket {
  const query = new URLSearchParams({ token, v: String(SOCKET_PROTOCOL_VERSION) });
  return connect(`${base.replace(/^http/, 'ws')}${CONSOLE_SOCKET_PATH}?${query.toString()}`);
}

function connect(url: string): TestSocket {
  const ws = new WebSocket(url);
  const messages: string[] = [];
  const waiting: ((text: string) => void)[] = [];
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    const text = data.toString();
    messages.push(text);
    waiting.shift()?.(text);
  });
  // Errors (e.g. a reset after a refused upgrade) end in a close, which the tests read.
  ws.on('error', () => undefined);
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('close', () => reject(new Error('closed before opening')));
  });
  opened.catch(() => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return {
    ws,
    messages,
    opened,
    closed,
    next: () => new Promise<string>((resolve) => waiting.push(resolve)),
  };
}

/** Waits `ms` milliseconds of real time. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
