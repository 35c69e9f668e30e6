import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '@carbonmarket/domain';
import { errorReply } from './envelope';
import { isApiPath } from './origins';

/**
 * What an address nobody serves answers. Under `/h5/api`: the envelope with NOT_FOUND over
 * HTTP 200, like every other refusal of the API, so the app's client reads it as one (and, being
 * an API route, it carries CORS headers for an allowed origin). Elsewhere: a plain 404, unless
 * the app's history-mode fallback takes the path first. Neither quotes the address back (it may
 * carry a token in its query).
 */
export function registerNotFound(app: FastifyInstance, clock: () => Date): void {
  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url))
      return reply
        .status(200)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(errorReply('NOT_FOUND', clock())));
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  };
  // Ahead of the app's `GET /*` fallback; HEAD follows GET, OPTIONS is the preflight's.
  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
  app.route({ method: methods, url: API_BASE_PATH, handler: answer });
  app.route({ method: methods, url: `${API_BASE_PATH}/*`, handler: answer });
  app.setNotFoundHandler(answer);
}
