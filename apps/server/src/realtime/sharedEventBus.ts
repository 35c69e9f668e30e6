import pg from 'pg';
import type { ConsolePush, SocketPushInput } from '@carbonmarket/domain/contract';
import { createEventBus } from './eventBus';
import type { EventBus } from './eventBus';

/** The PostgreSQL channel the instances pass pushes on. */
export const PUSH_CHANNEL = 'carbonmarket_pushes';

/** PostgreSQL refuses a notification payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;

/** Time before a lost listening connection is opened again. */
const RECONNECT_MS = 1_000;

/**
 * A push as it travels between instances: to one member, or (`m: null`) to every socket; or
 * (`c`) to every console of the operator's staff.
 */
type Travelling = { m: number | null; p: SocketPushInput } | { c: ConsolePush };

/**
 * Socket pushes across instances (ADR 048): a push published on any instance reaches the sockets
 * every instance holds. Each instance keeps one connection that listens on `PUSH_CHANNEL` and
 * sends its own pushes there with `pg_notify`, in the order they were published, those of one
 * turn of the event loop together in one notification (a list); what arrives,
 * its own included, goes to the sockets this instance holds. Pushes published while the
 * connection is down are lost (the app reads the state again when its socket reconnects);
 * `log` is told.
 */
export async function createSharedEventBus(
  url: string,
  log: (line: string) => void = (line) => console.error(line),
): Promise<EventBus & { close(): Promise<void> }> {
  const local = createEventBus();
  let client: pg.Client | undefined;
  let closed = false;

  const deliverOne = (one: Travelling) => {
    if ('c' in one) local.toConsole(one.c);
    else if (one.m === null) local.broadcast(one.p);
    else local.publish(one.m, one.p);
  };
  const deliver = (payload: string | undefined) => {
    if (payload === undefined) return;
    let travelling: Travelling | Travelling[];
    try {
      travelling = JSON.parse(payload) as Travelling | Travelling[];
    } catch {
      log('Pushes: an unreadable notification was ignored');
      return;
    }
    // A list of the pushes one instance published together; a single one from an instance of an
    // earlier release, during a rolling upgrade.
    for (const one of Array.isArray(travelling) ? travelling : [travelling]) deliverOne(one);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === PUSH_CHANNEL) deliver(message.payload);
    });
    next.on('error', (error) => {
      log(`Pushes: the listening connection failed (${error.message}); opening it again`);
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${PUSH_CHANNEL}`);
    client = next;
  };
  await connect();

  let sending: Promise<void> = Promise.resolve();
  /** Pushes published in this turn of the event loop, sent together at its end. */
  let batch: Travelling[] = [];

  /** `pushes` as notification payloads, in order, each under PostgreSQL's limit. */
  const payloads = (pushes: Travelling[]): string[] => {
    const result: string[] = [];
    let current: string[] = [];
    let bytes = 2;
    for (const push of pushes) {
      const text = JSON.stringify(push);
      const size = Buffer.byteLength(text) + 1;
      if (size + 2 > MAX_PAYLOAD_BYTES) {
        log(
          `Pushes: a ${'c' in push ? 'console' : push.p.type} push too large to pass between instances was dropped`,
        );
        continue;
      }
      if (bytes + size > MAX_PAYLOAD_BYTES) {
        result.push(`[${current.join(',')}]`);
        current = [];
        bytes = 2;
      }
      current.push(text);
      bytes += size;
    }
    if (current.length > 0) result.push(`[${current.join(',')}]`);
    return result;
  };

  /** Sends the batch: one notification for what a change published (a balance, an order, a project), not three. */
  const flush = () => {
    const pushes = batch;
    batch = [];
    if (pushes.length === 0) return;
    if (!client) {
      log(`Pushes: ${pushes.length} push(es) lost while the connection was down`);
      return;
    }
    const via = client;
    for (const payload of payloads(pushes))
      // One notification at a time on the connection, in the order published (pg queues queries
      // sent while one runs, but no longer promises to).
      sending = sending.then(() =>
        via.query('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, payload]).then(
          () => undefined,
          (error: Error) => {
            log(`Pushes: a notification of ${pushes.length} push(es) was lost (${error.message})`);
          },
        ),
      );
  };

  const send = (travelling: Travelling) => {
    batch.push(travelling);
    if (batch.length === 1) queueMicrotask(flush);
  };

  return {
    publish: (memberId, push) => send({ m: memberId, p: push }),
    broadcast: (push) => send({ m: null, p: push }),
    subscribe: (memberId, listener) => local.subscribe(memberId, listener),
    toConsole: (push) => send({ c: push }),
    subscribeConsole: (listener) => local.subscribeConsole(listener),
    listeners: (memberId) => local.listeners(memberId),
    // Another instance may hold the member's socket.
    mayListen: () => true,
    async close() {
      closed = true;
      // What was published before the close still goes out.
      flush();
      await sending;
      await client?.end();
      client = undefined;
    },
  };
}
