import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE_PATH, issueCodes } from '@carbonmarket/domain';
import type { Endpoint, ResponseOf } from '@carbonmarket/domain';
import type { z } from 'zod';
import { ApiError } from './apiError';
import { errorReply, okReply, sessionEndedReply } from './envelope';

/** The signed-in visitor behind a request's token. */
export interface RequestViewer {
  memberId: number;
  visitorType: 'personal' | 'corporate' | 'guest';
  tokenHash: string;
}

/** What a handler gets besides the parsed input. */
export interface HandlerContext {
  request: FastifyRequest;
  now: Date;
  /** Present on every endpoint that is not public (and on public ones when a valid token came). */
  viewer: RequestViewer | null;
}

/** What every mounted endpoint shares: the clock and how a token becomes a viewer. */
export interface MountOptions {
  clock: () => Date;
  authenticate?: (token: string | undefined) => RequestViewer | null;
}

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : header;
};

/**
 * What a handler returns: the reply data in its domain form (Money, Tons, Date) or already in
 * wire form; either serialises to what the contract's response schema reads.
 */
export type HandlerResult<E extends Endpoint> = ResponseOf<E> | z.input<E['response']>;

export type Handler<E extends Endpoint> = (
  input: z.output<E['request']>,
  context: HandlerContext,
) => HandlerResult<E> | Promise<HandlerResult<E>>;

/**
 * Mounts one endpoint of the contract: the query (GET, DELETE) or body is parsed with the
 * endpoint's request schema, and every answer is the envelope. Input that fails the schema and
 * refusals (ApiError) answer HTTP 200 with the catalogue code, never a 5xx.
 */
export function mountEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  { clock, authenticate }: MountOptions,
): void {
  if (endpoint.access === 'admin') {
    throw new Error(`${endpoint.name}: admin endpoints are mounted by the admin surface`);
  }
  app.route({
    method: endpoint.method,
    url: `${API_BASE_PATH}${endpoint.path}`,
    handler: async (request, reply) => {
      const now = clock();
      const viewer = authenticate ? authenticate(bearer(request)) : null;
      if (endpoint.access !== 'public' && !viewer) return reply.send(sessionEndedReply(now));
      if (endpoint.access === 'member' && viewer?.visitorType === 'guest')
        return reply.send(errorReply('GUEST_RESTRICTED', now));
      const raw: unknown =
        endpoint.method === 'GET' || endpoint.method === 'DELETE'
          ? request.query
          : (request.body ?? {});
      const parsed = endpoint.request.safeParse(raw);
      if (!parsed.success) {
        const fields = issueCodes(parsed.error);
        const first = Object.values(fields)[0] ?? 'OPERATION_FAILED';
        return reply.send(errorReply(first, now, { fields }));
      }
      try {
        const data = await handler(parsed.data as z.output<E['request']>, { request, now, viewer });
        return reply.send(okReply(data, now));
      } catch (error) {
        if (error instanceof ApiError)
          return reply.send(
            errorReply(error.code, now, {
              params: error.params,
              ...(error.fields ? { fields: error.fields } : {}),
            }),
          );
        throw error;
      }
    },
  });
}
