import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SOCKET_CLOSE_CODES, SOCKET_PING, SOCKET_PROTOCOL_VERSION } from '@carbonmarket/domain';
import { CONSOLE_SOCKET_PATH } from '@carbonmarket/domain/contract';
import type { Services } from '../services';
import { SOCKET_PONG } from './socketPong';

const single = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * The console's socket at `/h5/ws/console` (ADR 051): opened with an operator's session token and
 * `v=4`, it receives a push each time an item of the operator's queues is added or changes (on
 * any instance), and answers `ping` with `pong`. The token is checked when it opens, before each
 * push and every `recheckMs`: when the session ends (signed out, expired, the operator locked or
 * disabled) the socket closes with 4401. Registered after the members' socket, whose plugin
 * serves both; `refuseForeignOrigin` is the same check of the page's origin.
 */
export function registerConsoleSocketRoute(
  app: FastifyInstance,
  services: Services,
  {
    recheckMs,
    refuseForeignOrigin,
  }: {
    recheckMs: number;
    refuseForeignOrigin: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  },
): void {
  app.get(
    CONSOLE_SOCKET_PATH,
    { websocket: true, onRequest: refuseForeignOrigin },
    (socket, request) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const token = single(query['token']) ?? '';
      if (single(query['v']) !== String(SOCKET_PROTOCOL_VERSION)) {
        socket.close(SOCKET_CLOSE_CODES.badRequest, 'unsupported protocol version');
        return;
      }
      const isLive = async () => {
        const found = await services.console.sessions.operatorFor(token, services.clock());
        return found !== null && found !== 'ended';
      };
      let unsubscribe: (() => void) | null = null;
      const shut = () => {
        unsubscribe?.();
        unsubscribe = null;
        clearInterval(timer);
        if (socket.readyState === socket.OPEN)
          socket.close(SOCKET_CLOSE_CODES.sessionEnded, 'session ended');
      };
      const endIfEnded = async () => {
        if (socket.readyState !== socket.OPEN) return true;
        if (await isLive()) return false;
        shut();
        return true;
      };
      // Pushes and messages wait for the check before them, in arrival order.
      let queue: Promise<unknown> = isLive().then((live) => {
        if (!live) shut();
        return live;
      });
      const inOrder = (task: () => Promise<void>) => {
        queue = queue
          .then(task)
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'console socket work failed'),
          );
      };
      unsubscribe = services.events.subscribeConsole((push) =>
        inOrder(async () => {
          if (!(await endIfEnded())) socket.send(JSON.stringify(push));
        }),
      );
      const timer = setInterval(() => inOrder(async () => void (await endIfEnded())), recheckMs);
      timer.unref();
      socket.on('message', (data, isBinary) =>
        inOrder(async () => {
          if (await endIfEnded()) return;
          if (!isBinary && data.toString() === SOCKET_PING) socket.send(SOCKET_PONG);
        }),
      );
      socket.on('close', shut);
    },
  );
}
