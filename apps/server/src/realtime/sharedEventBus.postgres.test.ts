import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { SocketPushInput } from '@carbonmarket/domain/contract';
import { freshPostgresDatabase } from '../testing/freshPostgresDatabase';
import type { FreshPostgresDatabase } from '../testing/freshPostgresDatabase';
import { PUSH_CHANNEL, createSharedEventBus } from './sharedEventBus';

/** Two instances' buses on one database, and what each logged. */
async function twoInstances() {
  database = await freshPostgresDatabase();
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);
  const first = await createSharedEventBus(database.url, log);
  const second = await createSharedEventBus(database.url, log);
  buses.push(first, second);
  return { first, second, logs, url: database.url };
}

let database: FreshPostgresDatabase | undefined;
const buses: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const bus of buses.splice(0)) await bus.close();
  await database?.drop();
  database = undefined;
});

const order = (orderId: number): SocketPushInput => ({
  type: 'order',
  data: { orderId, status: 'completed' },
});

/** Collects what reaches a member's listener until `count` pushes have arrived. */
function arrivals(count: number) {
  const received: SocketPushInput[] = [];
  let done: () => void = () => undefined;
  const all = new Promise<void>((resolve) => {
    done = resolve;
  });
  const listener = (push: SocketPushInput) => {
    received.push(push);
    if (received.length === count) done();
  };
  return { received, listener, all };
}

describe('pushes between instances (PostgreSQL NOTIFY)', () => {
  it('delivers what one instance publishes to the sockets another holds, in the order published', async () => {
    const { first, second, logs } = await twoInstances();
    const member = arrivals(30);
    second.subscribe(7, member.listener);
    // A turn of publishing, then another: each turn travels together, in order.
    for (let i = 1; i <= 20; i += 1) first.publish(7, order(i));
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 21; i <= 30; i += 1) first.publish(7, order(i));
    await member.all;
    expect(member.received).toEqual(Array.from({ length: 30 }, (_, i) => order(i + 1)));
    expect(logs).toEqual([]);
  });

  it("delivers a console's push to the consoles every instance holds, not to members' sockets", async () => {
    const { first, second, logs } = await twoInstances();
    const member = arrivals(1);
    second.subscribe(7, member.listener);
    const consoles: unknown[] = [];
    const arrived = new Promise<void>((resolve) =>
      second.subscribeConsole((push) => {
        consoles.push(push);
        resolve();
      }),
    );
    first.toConsole({ queue: 'withdrawals', id: 12, status: 'processing' });
    first.publish(7, order(1));
    await Promise.all([arrived, member.all]);
    expect(consoles).toEqual([{ queue: 'withdrawals', id: 12, status: 'processing' }]);
    expect(member.received).toEqual([order(1)]);
    expect(logs).toEqual([]);
  });

  it('sends one turn’s pushes as few notifications, each under PostgreSQL’s payload limit', async () => {
    const { first, second, url } = await twoInstances();
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    const payloads: string[] = [];
    watcher.on('notification', (message) => payloads.push(message.payload ?? ''));
    await watcher.query(`LISTEN ${PUSH_CHANNEL}`);
    try {
      const member = arrivals(400);
      second.subscribe(7, member.listener);
      for (let i = 1; i <= 400; i += 1) first.publish(7, order(i));
      await member.all;
      expect(member.received.map((push) => push.type === 'order' && push.data.orderId)).toEqual(
        Array.from({ length: 400 }, (_, i) => i + 1),
      );
      // About 60 bytes a push: several notifications, far fewer than 400, none over the limit.
      expect(payloads.length).toBeGreaterThan(1);
      expect(payloads.length).toBeLessThan(10);
      for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    } finally {
      await watcher.end();
    }
  });

  it('sends what was published just before an instance closes', async () => {
    const { first, second } = await twoInstances();
    const member = arrivals(3);
    second.subscribe(7, member.listener);
    first.publish(7, order(1));
    first.broadcast(order(2));
    first.publish(7, order(3));
    await first.close();
    await member.all;
    expect(member.received).toEqual([order(1), order(2), order(3)]);
  });

  it('delivers a single push from an instance of an earlier release, and ignores an unreadable notification', async () => {
    const { first, second, logs, url } = await twoInstances();
    // Both instances listen: each gets the notifications in the order sent, so once the push has
    // reached both, both have read the unreadable one before it.
    const onFirst = arrivals(1);
    const onSecond = arrivals(1);
    first.subscribe(7, onFirst.listener);
    second.subscribe(7, onSecond.listener);
    const older = new pg.Client({ connectionString: url });
    await older.connect();
    try {
      await older.query('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, 'not json']);
      await older.query('SELECT pg_notify($1, $2)', [
        PUSH_CHANNEL,
        JSON.stringify({ m: 7, p: order(5) }),
      ]);
      await Promise.all([onFirst.all, onSecond.all]);
      expect(onFirst.received).toEqual([order(5)]);
      expect(onSecond.received).toEqual([order(5)]);
      // Each of the two instances says so once.
      expect(logs).toEqual([
        'Pushes: an unreadable notification was ignored',
        'Pushes: an unreadable notification was ignored',
      ]);
    } finally {
      await older.end();
    }
  });

  it('drops a push too large to travel, says so, and sends the others', async () => {
    const { first, second, logs } = await twoInstances();
    const member = arrivals(2);
    second.subscribe(7, member.listener);
    const huge: SocketPushInput = {
      type: 'notification',
      data: { id: 1, title: 'x'.repeat(9000), unread: 1 },
    };
    first.publish(7, order(1));
    first.publish(7, huge);
    first.publish(7, order(2));
    await member.all;
    expect(member.received).toEqual([order(1), order(2)]);
    expect(logs).toEqual([
      'Pushes: a notification push too large to pass between instances was dropped',
    ]);
  });
});
