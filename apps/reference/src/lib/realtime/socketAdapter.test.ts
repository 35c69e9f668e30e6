import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketPhase } from '@carbonmarket/domain';
import { createSocketAdapter } from './socketAdapter';
import { socketFactory } from '../../testing/fakeSocket';

const HOST = 'wss://live.example.com/h5/ws';

function setup(host: string | null = HOST) {
  const factory = socketFactory();
  const phases: SocketPhase[] = [];
  const messages: string[] = [];
  const adapter = createSocketAdapter({
    createSocket: factory.createSocket,
    socketHost: () => host,
    onMessage: (text) => messages.push(text),
    onPhase: (phase) => phases.push(phase),
    log: vi.fn(),
  });
  const signIn = () => adapter.dispatch({ type: 'session', memId: 42, token: 'to/ken+1' });
  return { adapter, factory, phases, messages, signIn };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('socket adapter', () => {
  it('connects about 300 ms after a member appears, with mem_id, the encoded token and v=4', () => {
    const { factory, signIn, phases } = setup();
    signIn();
    vi.advanceTimersByTime(299);
    expect(factory.sockets).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(factory.last().url).toBe(`${HOST}?mem_id=42&token=to%2Fken%2B1&v=4`);
    expect(phases).toEqual(['connecting']);
    factory.last().open();
    expect(phases).toEqual(['connecting', 'open']);
  });

  it('never logs the socket URL (it carries the token) when the socket cannot be made', () => {
    const log = vi.fn();
    const adapter = createSocketAdapter({
      createSocket: (url) => {
        // What a browser throws for a URL it rejects: the message quotes the whole URL.
        throw new SyntaxError(`Failed to construct 'WebSocket': The URL '${url}' is invalid.`);
      },
      socketHost: () => HOST,
      onMessage: () => undefined,
      onPhase: () => undefined,
      log,
    });
    adapter.dispatch({ type: 'session', memId: 42, token: 'secret/token+1' });
    vi.advanceTimersByTime(300);
    expect(log).toHaveBeenCalled();
    const logged = JSON.stringify(
      log.mock.calls.map((args: unknown[]) =>
        args.map((arg) => (arg instanceof Error ? `${arg.name} ${arg.message} ${arg.stack}` : arg)),
      ),
    );
    expect(logged).toContain('SyntaxError');
    expect(logged).not.toContain('secret');
    expect(logged).not.toContain(encodeURIComponent('secret/token+1'));
  });

  it('does not connect without a token or a member id', () => {
    const { adapter, factory } = setup();
    adapter.dispatch({ type: 'session', memId: 42, token: null });
    adapter.dispatch({ type: 'session', memId: 0, token: 'tok' });
    vi.advanceTimersByTime(10_000);
    expect(factory.sockets).toHaveLength(0);
  });

  it('sends a text ping every 50 s while open, and ignores the pong', () => {
    const { factory, signIn, messages } = setup();
    signIn();
    vi.advanceTimersByTime(300);
    const socket = factory.last();
    socket.open();
    vi.advanceTimersByTime(49_999);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual(['ping']);
    vi.advanceTimersByTime(50_000);
    expect(socket.sent).toEqual(['ping', 'ping']);
    socket.receive('pong');
    socket.receive('{"type":"order"}');
    expect(messages).toEqual(['{"type":"order"}']);
  });

  it('reconnects 5 s after a drop, at most 5 times, and the count resets on open', () => {
    const { factory, signIn, phases } = setup();
    signIn();
    vi.advanceTimersByTime(300);
    factory.last().open();
    factory.last().drop();
    expect(phases.at(-1)).toBe('closed');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      vi.advanceTimersByTime(4_999);
      expect(factory.sockets).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(factory.sockets).toHaveLength(attempt + 1);
      factory.last().drop();
    }
    vi.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(6);
    expect(phases.at(-1)).toBe('closed');

    // A new session event starts over; an open resets the attempts.
    const again = setup();
    again.signIn();
    vi.advanceTimersByTime(300);
    again.factory.last().drop();
    vi.advanceTimersByTime(5_000);
    again.factory.last().open();
    expect(again.adapter.getState().attempts).toBe(0);
  });

  it('does not reconnect after the server ended the session (4401)', () => {
    const { factory, signIn, phases } = setup();
    signIn();
    vi.advanceTimersByTime(300);
    factory.last().open();
    factory.last().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(1);
    expect(phases.at(-1)).toBe('closed');
  });

  it('closes when the page hides, without reconnecting, and reopens when it shows again', () => {
    const { adapter, factory, signIn, phases } = setup();
    signIn();
    vi.advanceTimersByTime(300);
    const socket = factory.last();
    socket.open();
    adapter.dispatch({ type: 'hidden' });
    expect(socket.closedByApp).toBe(true);
    expect(phases.at(-1)).toBe('idle');
    vi.advanceTimersByTime(120_000);
    expect(factory.sockets).toHaveLength(1);
    expect(socket.sent).toEqual([]);
    adapter.dispatch({ type: 'visible' });
    vi.advanceTimersByTime(300);
    expect(factory.sockets).toHaveLength(2);
    factory.last().open();
    expect(phases.at(-1)).toBe('open');
  });

  it('closes on exit and when the member signs out', () => {
    const one = setup();
    one.signIn();
    vi.advanceTimersByTime(300);
    one.factory.last().open();
    one.adapter.dispatch({ type: 'exit' });
    expect(one.factory.last().closedByApp).toBe(true);

    const two = setup();
    two.signIn();
    vi.advanceTimersByTime(300);
    two.factory.last().open();
    two.adapter.dispatch({ type: 'session', memId: 0, token: null });
    expect(two.factory.last().closedByApp).toBe(true);
    expect(two.phases.at(-1)).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(two.factory.sockets).toHaveLength(1);
  });

  it('ignores events from a socket it has closed', () => {
    const { adapter, factory, signIn, messages, phases } = setup();
    signIn();
    vi.advanceTimersByTime(300);
    const socket = factory.last();
    socket.open();
    adapter.dispatch({ type: 'hidden' });
    socket.receive('late');
    socket.drop();
    expect(messages).toEqual([]);
    expect(phases.at(-1)).toBe('idle');
  });

  it('treats a missing socket host as a failed connection and retries', () => {
    const { factory, signIn, phases } = setup(null);
    signIn();
    vi.advanceTimersByTime(300);
    expect(factory.sockets).toHaveLength(0);
    expect(phases).toEqual(['closed']);
  });
});
