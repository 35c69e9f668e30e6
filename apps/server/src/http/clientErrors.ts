import type { FastifyError, FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@carbonmarket/domain';
import type { ErrorCode } from '@carbonmarket/domain';
import { errorReply } from './envelope';

/** The catalogue code for a request the framework could not even read, or refused by a limit. */
const codeFor = (error: FastifyError): ErrorCode => {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413)
    return 'FILE_TOO_LARGE';
  return error.statusCode === 429 ? 'TOO_MANY_REQUESTS' : 'OPERATION_FAILED';
};

/**
 * Requests to the API that fail before a handler runs (malformed JSON, an unsupported content
 * type, a body over the limit, a rate limit reached) answer the envelope with a catalogue code over HTTP 200, like every
 * other refusal. Anything else is a bug: it stays a 500, logged without the request's headers.
 */
export function registerClientErrorReplies(app: FastifyInstance, clock: () => Date): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (request.url.startsWith(API_BASE_PATH) && status >= 400 && status < 500) {
      return reply
        .status(200)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(errorReply(codeFor(error), clock())));
    }
    request.log.error({ err: error, url: request.url.split('?')[0] }, 'request failed');
    return reply.status(status >= 400 ? status : 500).send(errorReply('OPERATION_FAILED', clock()));
  });
}
