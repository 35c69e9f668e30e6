import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { SOCKET_CLOSE_CODES, SOCKET_PING, SOCKET_PROTOCOL_VERSION } from '@carbonmarket/domain';
import {
  SOCKET_MAX_CONNECTIONS_PER_MEMBER,
  SOCKET_MAX_MESSAGE_BYTES,
  SOCKET_PATH,
} from '@carbonmarket/domain/contract';
import type { Lang, SocketPushInput } from '@carbonmarket/domain/contract';
import type { Services } from '../services';
import { originAllowed } from '../http/crossOrigin';
import { errorReply } from '../http/envelope';
import type { OriginPolicy } from '../http/origins';
import { registerConsoleSocketRoute } from './consoleSocketRoute';
import { SOCKET_PONG } from './socketPong';

/** How often every open socket's token is checked again, besides on each push and message. */
export const SOCKET_RECHECK_MS = 15_000;

export { SOCKET_PONG } from './socketPong';

export interface SocketRouteOptions {
  /** Interval of the token re-check of every open socket. */
  recheckMs?: number;
  /** Which pages may open the socket (the API's policy); without one, any page may. */
  origins?: OriginPolicy;
}

/** One open socket of a member and how to tell whether its token still holds. */
interface OpenSocket {
  socket: WebSocket;
  /** Closes the socket with 4401 when its token is no longer valid; true when it did. */
  endIfRevoked: () => Promise<boolean>;
  /** Stops its pushes at once and closes it with a code. */
  shut: (code: number, reason: string) => void;
}

const single = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * The socket at `/h5/ws` (spec section 7): the app connects with `mem_id`, its token (URL-encoded)
 * and `v=4`, optionally `lang`. The token must be a live session of member `mem_id` (guests
 * included); otherwise the socket closes with 4401. The socket then receives the member's pushes
 * (`services.events`) as JSON text and answers the text `ping` with `pong`. Messages above 64 KB
 * close it with 1009; a member's sixth socket closes their oldest (4409). The token is checked
 * again on every push, every message and every `recheckMs`, so a logout, a lock or a revoked
 * session stops the pushes and closes the socket with 4401. A browser page on an origin that is
 * neither the server's own nor on CORS_ORIGINS is refused before the upgrade (HTTP 403, the
 * ORIGIN_NOT_ALLOWED envelope): the socket never opens.
 */
export async function registerSocketRoutes(
  app: FastifyInstance,
  services: Services,
  { recheckMs = SOCKET_RECHECK_MS, origins }: SocketRouteOptions = {},
): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: SOCKET_MAX_MESSAGE_BYTES },
    // A broken frame or an oversized message: ws has already started closing with the right code
    // (1002, 1009); log what went wrong (never the URL) and let the close handshake finish.
    errorHandler: (error, socket, request) => {
      request.log.warn({ err: error }, 'socket error');
      if (socket.readyState === socket.OPEN) socket.close(1011, 'server error');
    },
  });
  const notifications = services.notifications;
  const open = new Map<number, OpenSocket[]>();

  const forget = (memberId: number, socket: WebSocket) => {
    const rest = (open.get(memberId) ?? []).filter((entry) => entry.socket !== socket);
    if (rest.length > 0) open.set(memberId, rest);
    else open.delete(memberId);
  };

  const timer = setInterval(() => {
    for (const entries of [...open.values()])
      for (const entry of [...entries]) void entry.endIfRevoked();
  }, recheckMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const refuseForeignOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!origins || originAllowed(origins, request)) return;
    return reply
      .code(403)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(errorReply('ORIGIN_NOT_ALLOWED', services.clock())));
  };

  registerConsoleSocketRoute(app, services, { recheckMs, refuseForeignOrigin });

  app.get(SOCKET_PATH, { websocket: true, onRequest: refuseForeignOrigin }, (socket, request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const memIdText = single(query['mem_id']) ?? '';
    const token = single(query['token']);
    const lang: Lang = single(query['lang']) === 'cn' ? 'cn' : 'en';
    if (single(query['v']) !== String(SOCKET_PROTOCOL_VERSION)) {
      socket.close(SOCKET_CLOSE_CODES.badRequest, 'unsupported protocol version');
      return;
    }
    const memberId = /^[1-9]\d{0,14}$/.test(memIdText) ? Number(memIdText) : 0;
    // Opening the socket is a use of the session; checking later that it still holds is not, so
    // an app left open does not keep its session alive (ADR 039).
    const isLive = async (recordUse = false) => {
      const viewer = await services.auth.viewerFor(token, recordUse);
      return viewer !== null && viewer.memberId === memberId;
    };

    // Pushes stop the moment the server decides to close, not when the close handshake ends.
    // Unsubscribing runs once only: a second call could drop a newer socket's subscription.
    let subscription: (() => void) | null = null;
    const unsubscribe = () => {
      subscription?.();
      subscription = null;
    };
    const shut = (code: number, reason: string) => {
      unsubscribe();
      forget(memberId, socket);
      socket.close(code, reason);
    };
    const endIfRevoked = async () => {
      if (socket.readyState !== socket.OPEN) return true;
      if (await isLive()) return false;
      shut(SOCKET_CLOSE_CODES.sessionEnded, 'session ended');
      return true;
    };
    const inLanguage = async (push: SocketPushInput): Promise<SocketPushInput> => {
      if (push.type !== 'notification' || lang === 'en') return push;
      const title = await notifications.title(push.data.id, lang);
      return title === null ? push : { ...push, data: { ...push.data, title } };
    };

    // Everything the socket does (its first check, each push, each message) runs in one queue,
    // in arrival order, and each push and message waits for the check of the token before it:
    // no push overtakes a revocation, and none overtakes another.
    let opening: Promise<boolean> = Promise.resolve(false);
    let queue: Promise<unknown> = Promise.resolve();
    const inOrder = (task: () => Promise<void>) => {
      queue = queue
        .then(async () => {
          if (await opening) await task();
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'socket work failed'));
    };

    // Subscribed at once, so a push made while the token is checked waits in the queue instead
    // of being missed; if the check fails, the queue drops it with the subscription.
    if (memberId !== 0)
      subscription = services.events.subscribe(memberId, (push) =>
        inOrder(async () => {
          if (await endIfRevoked()) return;
          const text = JSON.stringify(await inLanguage(push));
          if (Buffer.byteLength(text) > SOCKET_MAX_MESSAGE_BYTES) {
            request.log.warn(
              { type: push.type },
              'socket push larger than the message limit dropped',
            );
            return;
          }
          socket.send(text);
        }),
      );
    opening = (async () => {
      if (memberId === 0 || !(await isLive(true))) {
        unsubscribe();
        socket.close(SOCKET_CLOSE_CODES.sessionEnded, 'session ended');
        return false;
      }
      if (socket.readyState !== socket.OPEN) {
        unsubscribe();
        return false;
      }
      open.set(memberId, [...(open.get(memberId) ?? []), { socket, endIfRevoked, shut }]);
      for (
        let entries = open.get(memberId) ?? [];
        entries.length > SOCKET_MAX_CONNECTIONS_PER_MEMBER;
        entries = open.get(memberId) ?? []
      )
        entries[0]?.shut(SOCKET_CLOSE_CODES.replaced, 'too many connections');
      return true;
    })();
    queue = opening;

    // Listened to at once: a message that arrives while the token is checked waits its turn.
    socket.on('message', (data, isBinary) =>
      inOrder(async () => {
        if (await endIfRevoked()) return;
        if (!isBinary && data.toString() === SOCKET_PING) socket.send(SOCKET_PONG);
      }),
    );
    socket.on('close', () => {
      unsubscribe();
      forget(memberId, socket);
    });
  });
}
