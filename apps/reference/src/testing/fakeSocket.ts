import type { SocketLike } from '../lib/realtime/socketAdapter';

/** A WebSocket stand-in: the test opens, closes and pushes; the adapter's calls are recorded. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: string[] = [];
  closedByApp = false;
  onopen: ((event: Event) => unknown) | null = null;
  onclose: ((event: CloseEvent) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  onmessage: ((event: MessageEvent) => unknown) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.closedByApp = true;
    this.readyState = 3;
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** The connection dropped (not at the app's request), by default abnormally (1006). */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.(Object.assign(new Event('close'), { code }) as CloseEvent);
  }

  /** The server sent a text message. */
  receive(data: string): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

/** A socket factory that keeps every socket it made. */
export function socketFactory() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    createSocket: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    last: (): FakeSocket => {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
