import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SOCKET_MAX_RECONNECTS,
  initialSocketState,
  nextSocketAction,
  socketUrl,
} from './socketPolicy';
import type { SocketCommand, SocketEvent, SocketState } from './socketPolicy';

const run = (events: SocketEvent[], start: SocketState = initialSocketState) => {
  let state = start;
  const log: SocketCommand[][] = [];
  for (const event of events) {
    const [next, commands] = nextSocketAction(state, event);
    state = next;
    log.push(commands);
  }
  return { state, log, all: log.flat() };
};

const member = { type: 'session', memId: 7, token: 'a b+c' } as const;

describe('socket policy', () => {
  it('opens 300 ms after a logged-in member appears', () => {
    const { log, state } = run([member, { type: 'timer', timer: 'open' }]);
    expect(log[0]).toEqual([{ type: 'schedule', timer: 'open', delayMs: 300 }]);
    expect(log[1]).toEqual([{ type: 'connect' }]);
    expect(state.phase).toBe('connecting');
  });

  it('does not schedule a second open when a socket exists', () => {
    const { log } = run([member, { type: 'timer', timer: 'open' }, { type: 'opened' }, member]);
    expect(log[3]).toEqual([]);
  });

  it('never connects without a token', () => {
    const { all } = run([
      { type: 'session', memId: 7, token: null },
      { type: 'timer', timer: 'open' },
    ]);
    expect(all).toEqual([]);
  });

  it('closes when the member id goes away', () => {
    const { log, state } = run([
      member,
      { type: 'timer', timer: 'open' },
      { type: 'opened' },
      { type: 'session', memId: 0, token: 'x' },
    ]);
    expect(log[3]).toContainEqual({ type: 'close' });
    expect(log[3]).toContainEqual({ type: 'cancel', timer: 'heartbeat' });
    expect(state.phase).toBe('idle');
  });

  it('closes when hidden or exiting and reopens when visible again', () => {
    const open = [member, { type: 'timer', timer: 'open' }, { type: 'opened' }] as SocketEvent[];
    expect(run([...open, { type: 'hidden' }]).log[3]).toContainEqual({ type: 'close' });
    expect(run([...open, { type: 'exit' }]).log[3]).toContainEqual({ type: 'close' });
    const back = run([...open, { type: 'hidden' }, { type: 'closed' }, { type: 'visible' }]);
    expect(back.log[4]).toEqual([]);
    expect(back.log[5]).toEqual([{ type: 'schedule', timer: 'open', delayMs: 300 }]);
  });

  it('does not retry after the server ended the session or refused the address', () => {
    const open = [member, { type: 'timer', timer: 'open' }, { type: 'opened' }] as SocketEvent[];
    for (const code of [4401, 4400]) {
      const { state, log } = run([...open, { type: 'closed', code }]);
      expect(log[3], String(code)).toEqual([{ type: 'cancel', timer: 'heartbeat' }]);
      expect(state.phase).toBe('closed');
      expect(state.timers).toEqual([]);
    }
    // Any other close (server restart, network loss, replaced socket) is retried.
    for (const code of [1001, 1006, 4409]) {
      const { log } = run([...open, { type: 'closed', code }]);
      expect(log[3], String(code)).toContainEqual({
        type: 'schedule',
        timer: 'reconnect',
        delayMs: 5000,
      });
    }
  });

  it('reconnects 5 times, 5000 ms apart, then gives up', () => {
    const events: SocketEvent[] = [member, { type: 'timer', timer: 'open' }];
    for (let i = 0; i < 7; i += 1)
      events.push({ type: 'closed' }, { type: 'timer', timer: 'reconnect' });
    const { all } = run(events);
    expect(all.filter((c) => c.type === 'schedule' && c.timer === 'reconnect')).toHaveLength(5);
    expect(
      all
        .filter((c) => c.type === 'schedule' && c.timer === 'reconnect')
        .every((c) => c.type === 'schedule' && c.delayMs === 5000),
    ).toBe(true);
    expect(all.filter((c) => c.type === 'connect')).toHaveLength(6);
  });

  it('ignores a timer that is not scheduled', () => {
    expect(run([member, { type: 'timer', timer: 'reconnect' }]).log[1]).toEqual([]);
  });

  it('resets the attempt counter on open', () => {
    const { state } = run([
      member,
      { type: 'timer', timer: 'open' },
      { type: 'closed' },
      { type: 'timer', timer: 'reconnect' },
      { type: 'opened' },
    ]);
    expect(state.attempts).toBe(0);
  });

  it('pings every 50000 ms while open and reconnects at a heartbeat when not open', () => {
    const { log } = run([
      member,
      { type: 'timer', timer: 'open' },
      { type: 'opened' },
      { type: 'timer', timer: 'heartbeat' },
    ]);
    expect(log[2]).toEqual([{ type: 'schedule', timer: 'heartbeat', delayMs: 50000 }]);
    expect(log[3]).toEqual([
      { type: 'send', data: 'ping' },
      { type: 'schedule', timer: 'heartbeat', delayMs: 50000 },
    ]);
    const stale = run([{ type: 'timer', timer: 'heartbeat' }], {
      ...initialSocketState,
      memId: 7,
      token: 't',
      phase: 'closed',
      timers: ['heartbeat'],
    });
    expect(stale.log[0]).toEqual([{ type: 'connect' }]);
  });

  const eventArb: fc.Arbitrary<SocketEvent> = fc.oneof(
    fc.record({
      type: fc.constant('session' as const),
      memId: fc.integer({ min: 0, max: 3 }),
      token: fc.option(fc.constantFrom('t1', 't2'), { nil: null }),
    }),
    fc.record({
      type: fc.constant('timer' as const),
      timer: fc.constantFrom('open' as const, 'reconnect' as const, 'heartbeat' as const),
    }),
    fc.constantFrom<SocketEvent>(
      { type: 'opened' },
      { type: 'closed' },
      { type: 'closed', code: 4401 },
      { type: 'hidden' },
      { type: 'visible' },
      { type: 'exit' },
    ),
  );

  it('property: never connects without a token and a member id', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        let state = initialSocketState;
        for (const event of events) {
          const [next, commands] = nextSocketAction(state, event);
          if (commands.some((c) => c.type === 'connect')) {
            expect(next.token).toBeTruthy();
            expect(next.memId).toBeGreaterThan(0);
          }
          state = next;
        }
      }),
    );
  });

  it('property: never more than 5 reconnect attempts without an open', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 80 }), (events) => {
        let state = initialSocketState;
        let sinceOpen = 0;
        for (const event of events) {
          const [next, commands] = nextSocketAction(state, event);
          if (
            event.type === 'opened' ||
            (event.type === 'session' && !(event.memId > 0 && event.token))
          )
            sinceOpen = 0;
          sinceOpen += commands.filter(
            (c) => c.type === 'schedule' && c.timer === 'reconnect',
          ).length;
          expect(sinceOpen).toBeLessThanOrEqual(SOCKET_MAX_RECONNECTS);
          expect(next.attempts).toBeLessThanOrEqual(SOCKET_MAX_RECONNECTS);
          state = next;
        }
      }),
    );
  });

  it('property: while open, every heartbeat sends a ping and schedules the next in 50000 ms', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        let state = initialSocketState;
        for (const event of events) {
          const [next, commands] = nextSocketAction(state, event);
          if (event.type === 'timer' && event.timer === 'heartbeat' && state.phase === 'open') {
            expect(commands).toEqual([
              { type: 'send', data: 'ping' },
              { type: 'schedule', timer: 'heartbeat', delayMs: 50000 },
            ]);
          }
          if (event.type === 'opened')
            expect(commands).toContainEqual({
              type: 'schedule',
              timer: 'heartbeat',
              delayMs: 50000,
            });
          state = next;
        }
      }),
    );
  });
});

describe('socketUrl', () => {
  it('adds mem_id, the encoded token and v=4', () => {
    expect(socketUrl('wss://rt.example.sg/ws', { memId: 7, token: 'a b+c/=' })).toBe(
      'wss://rt.example.sg/ws?mem_id=7&token=a%20b%2Bc%2F%3D&v=4',
    );
    expect(socketUrl('ws://localhost:8080/ws?app=h5', { memId: 1, token: 't' })).toBe(
      'ws://localhost:8080/ws?app=h5&mem_id=1&token=t&v=4',
    );
  });
});

describe('socket constants', () => {
  it('match spec section 9', async () => {
    const c = await import('./socketPolicy');
    expect([
      c.SOCKET_OPEN_DELAY_MS,
      c.SOCKET_MAX_RECONNECTS,
      c.SOCKET_RECONNECT_DELAY_MS,
      c.SOCKET_HEARTBEAT_MS,
    ]).toEqual([300, 5, 5000, 50000]);
    expect(c.SOCKET_PROTOCOL_VERSION).toBe(4);
    expect(c.SOCKET_PING).toBe('ping');
  });
});
