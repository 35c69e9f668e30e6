import pg from 'pg';
import type { SocketPushInput } from '@carbonmarket/domain/contract';
import { createEventBus } from './eventBus';
import type { EventBus } from './eventBus';

/** The PostgreSQL channel the instances pass pushes on. */
export const PUSH_CHANNEL = 'carbonmarket_pushes';

/** PostgreSQL refuses a notification payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;

/** Time before a lost listening connection is opened again. */
const RECONNECT_MS = 1_000;

/** A push as it travels between instances: to one member, or (`m: null`) to every socket. */
interface Travelling {
  m: number | null;
  p: SocketPushInput;
}

/**
 * Socket pushes across instances (ADR 048): a push published on any instance reaches the sockets
 * every instance holds. Each instance keeps one connection that listens on `PUSH_CHANNEL` and
 * sends its own pushes there with `pg_notify`, in the order they were published; what arrives,
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

  const deliver = (payload: string | undefined) => {
    if (payload === undefined) return;
    let travelling: Travelling;
    try {
      travelling = JSON.parse(payload) as Travelling;
    } catch {
      log('Pushes: an unreadable notification was ignored');
      return;
    }
    if (travelling.m === null) local.broadcast(travelling.p);
    else local.publish(travelling.m, travelling.p);
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
  const send = (travelling: Travelling) => {
    const payload = JSON.stringify(travelling);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      log(`Pushes: a ${travelling.p.type} push too large to pass between instances was dropped`);
      return;
    }
    if (!client) {
      log(`Pushes: a ${travelling.p.type} push was lost while the connection was down`);
      return;
    }
    const via = client;
    // One notification at a time on the connection, in the order published (pg queues queries
    // sent while one runs, but no longer promises to).
    sending = sending.then(() =>
      via.query('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, payload]).then(
        () => undefined,
        (error: Error) => {
          log(`Pushes: a ${travelling.p.type} push was lost (${error.message})`);
        },
      ),
    );
  };

  return {
    publish: (memberId, push) => send({ m: memberId, p: push }),
    broadcast: (push) => send({ m: null, p: push }),
    subscribe: (memberId, listener) => local.subscribe(memberId, listener),
    listeners: (memberId) => local.listeners(memberId),
    // Another instance may hold the member's socket.
    mayListen: () => true,
    async close() {
      closed = true;
      // What was published before the close still goes out.
      await sending;
      await client?.end();
      client = undefined;
    },
  };
}
