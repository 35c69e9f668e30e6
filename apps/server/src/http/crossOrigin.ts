import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import type { FastifyCorsOptions } from '@fastify/cors';
import { IDEMPOTENCY_KEY_HEADER } from '@carbonmarket/domain/contract';
import { errorReply } from './envelope';
import { isApiPath } from './origins';
import type { OriginPolicy } from './origins';

/** The methods of the contract's endpoints (HEAD comes with GET). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];

/**
 * The request headers the app sends (domain `requestHeaders`, the idempotency key, uploads'
 * multipart type): nothing more. The admin key is left out on purpose: the operator's surface is
 * driven from a terminal or a back office on the server's own origin, never from the app.
 */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Cache-Control',
  'Pragma',
  'Expires',
  IDEMPOTENCY_KEY_HEADER,
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: @fastify/cors leaves the route alone (every route outside /h5/api). */
    cors?: false;
  }
}

/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

const headerText = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The request's `Origin`, when there is one. */
export const requestOrigin = (request: FastifyRequest): string | undefined =>
  headerText(request.headers.origin);

/** Whether the request's page may use this server under the policy. */
export const originAllowed = (policy: OriginPolicy, request: FastifyRequest): boolean =>
  policy.allows(requestOrigin(request), headerText(request.headers.host));

/**
 * Cross-origin use of the API: a page on an allowed origin (CORS_ORIGINS) gets CORS headers from
 * `@fastify/cors` (its own origin echoed, the app's methods and headers, no credentials: the
 * token is a bearer header, never a cookie); anything outside `/h5/api` never gets them. A
 * request that carries an `Origin` neither listed nor the server's own is answered
 * ORIGIN_NOT_ALLOWED before any handler runs, preflights included, so nothing happens on its
 * behalf even when the browser would not let it read the answer.
 */
export async function registerCrossOrigin(
  app: FastifyInstance,
  policy: OriginPolicy,
  clock: () => Date,
): Promise<void> {
  const allowed: FastifyCorsOptions = {
    methods: METHODS,
    allowedHeaders: ALLOWED_HEADERS,
    credentials: false,
    maxAge: PREFLIGHT_MAX_AGE_S,
    strictPreflight: true,
  };
  // Only the API takes part in CORS: the app's files, uploads and the socket never get its
  // headers (nor its `Vary: Origin`). The preflight route (OPTIONS *) decides by the path.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (isApiPath(route.url) || methods.includes('OPTIONS')) return;
    route.config = { ...route.config, cors: false };
  });
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => {
      const origin = isApiPath(request.url) ? policy.listedOrigin(requestOrigin(request)) : null;
      callback(null, origin ? { ...allowed, origin } : { origin: false });
    },
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApiPath(request.url) || originAllowed(policy, request)) return;
    return reply
      .status(200)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(errorReply('ORIGIN_NOT_ALLOWED', clock())));
  });
}
