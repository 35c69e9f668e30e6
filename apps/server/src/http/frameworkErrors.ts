import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorReply } from './envelope';
import { isApiPath } from './origins';

/**
 * The headers of a reply the framework writes itself, before any hook runs: a JSON envelope that
 * may not be cached, framed or run as anything. (The policy of a JSON reply: nothing may load.)
 */
export const FRAMEWORK_REPLY_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
} as const;

/** Statuses of what Node's HTTP parser refuses, by its error code. */
const PARSER_STATUS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * The replies Fastify writes on its own, as every other refusal of the server: the envelope
 * (OPERATION_FAILED), never cached, under a content security policy. `frameworkErrors` answers an
 * address the router cannot read (a bad percent-escape): over HTTP 200 under `/h5/api`, as the API
 * answers every refusal, and 400 elsewhere. `clientErrorHandler` answers what Node's parser
 * refuses before there is a request (headers too large: 431, a timeout: 408, anything else: 400),
 * written straight to the socket, which is then closed.
 */
export function frameworkErrorReplies(
  clock: () => Date,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  const body = () => JSON.stringify(errorReply('OPERATION_FAILED', clock()));
  return {
    frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      void reply
        .status(isApiPath(request.url) ? 200 : 400)
        .headers(FRAMEWORK_REPLY_HEADERS)
        .send(body());
    },
    clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = PARSER_STATUS[error.code ?? ''] ?? '400 Bad Request';
      const text = body();
      const headers = Object.entries({
        ...FRAMEWORK_REPLY_HEADERS,
        'Content-Length': String(Buffer.byteLength(text)),
        Connection: 'close',
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      if (socket.writable) socket.write(`HTTP/1.1 ${status}\r\n${headers}\r\n${text}`);
      socket.destroy(error);
    },
  };
}
