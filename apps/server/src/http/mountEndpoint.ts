import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@carbonmarket/domain';
import { IDEMPOTENCY_KEY_HEADER } from '@carbonmarket/domain/contract';
import type { Endpoint, ResponseOf } from '@carbonmarket/domain/contract';
import type { z } from 'zod';
import { ApiError } from '../apiError';
import type { RequestViewer } from './authentication';
import { errorReply, okReply, okReplyText } from './envelope';
import { SerializedData } from './serializedData';
import { inputValidator, schemaRefusal } from './requestSchema';
import type { Claim, IdempotencyStore } from './idempotency';
import type { Actor, AuditTrail } from '../operators/auditTrail';

export type { RequestViewer } from './authentication';

/** What a handler gets besides the parsed input. */
export interface HandlerContext {
  request: FastifyRequest;
  now: Date;
  /** Present on every endpoint that is not public (and on public ones when a valid token came). */
  viewer: RequestViewer | null;
}

/** What every mounted endpoint shares: the clock and, for money-moving ones, the idempotency store. */
export interface MountOptions {
  clock: () => Date;
  /** Needed by money-moving endpoints. */
  idempotency?: IdempotencyStore | undefined;
  /** Lets a locked account's session through (logout only). */
  allowLocked?: boolean;
  /**
   * A limit of `@fastify/rate-limit` on the route, counted once the input has passed its schema
   * (see `rateLimits.ts`).
   */
  rateLimit?: RateLimitOptions;
  /**
   * The audit trail, which every admin endpoint that changes something writes to in the
   * transaction of its change (ADR 051).
   */
  audit?: AuditTrail | undefined;
}

/** Every endpoint's access is decided by the authentication hook; without it, none is mounted. */
export function assertAuthenticated(app: FastifyInstance, endpoint: Endpoint): void {
  if (!app.hasRequestDecorator('viewer'))
    throw new Error(
      `${endpoint.name}: register the authentication plugin before mounting endpoints`,
    );
}

/**
 * Whether the endpoint's calls go in the audit trail: every admin endpoint that changes something
 * (not a GET, nor one declared to change nothing). Such an endpoint is not mounted without it.
 */
export function isAudited(endpoint: Endpoint, audit: AuditTrail | undefined): boolean {
  const audited = endpoint.access === 'admin' && endpoint.method !== 'GET' && !endpoint.readOnly;
  if (audited && !audit)
    throw new Error(`${endpoint.name}: admin endpoints that change something need the audit trail`);
  return audited;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Sends the envelope as JSON text (the same text an idempotent replay sends again). */
const sendText = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(text);

/**
 * What makes two calls with one idempotency key the same request: the parsed input without its
 * `lang`, which only chooses the words of the reply (a retry after switching language is the same
 * purchase, and its replay answers in the first call's words).
 */
const sameRequest = (input: unknown): unknown =>
  input !== null && typeof input === 'object' && 'lang' in input
    ? Object.fromEntries(Object.entries(input).filter(([name]) => name !== 'lang'))
    : input;

/** Who the audit trail names for an admin request: the operator, or the admin key. */
export const actorOf = (request: FastifyRequest): Actor | null => {
  const { operator } = request;
  if (!operator) return null;
  return operator.kind === 'key' ? operator : { kind: 'operator', operatorId: operator.operatorId };
};

/**
 * What a handler returns: the reply data in its domain form (Money, Tons, Date) or already in
 * wire form; either serialises to what the contract's response schema reads.
 */
export type HandlerResult<E extends Endpoint> =
  ResponseOf<E> | z.input<E['response']> | SerializedData<z.input<E['response']>>;

export type Handler<E extends Endpoint> = (
  input: z.output<E['request']>,
  context: HandlerContext,
) => HandlerResult<E> | Promise<HandlerResult<E>>;

/**
 * Mounts one endpoint of the contract along Fastify's request life cycle: the authentication hook
 * (`authentication.ts`, onRequest) decides access, the query (GET, DELETE) or body is parsed with
 * the endpoint's request schema (Fastify's validation, through the zod type provider:
 * `requestSchema.ts`), the route's rate limit counts what got that far (preHandler), then the
 * handler runs. Every answer is the envelope: input that fails the schema and refusals (ApiError)
 * answer HTTP 200 with the catalogue code, never a 5xx.
 */
export function mountEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  { clock, idempotency, allowLocked = false, rateLimit, audit }: MountOptions,
): void {
  if (endpoint.moneyMoving && !idempotency)
    throw new Error(`${endpoint.name}: money-moving endpoints need the idempotency store`);
  const audited = isAudited(endpoint, audit);
  assertAuthenticated(app, endpoint);
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `${API_BASE_PATH}${endpoint.path}`,
    // Read by the authentication hook, which has refused callers without access by now, and by
    // the rate limit.
    config: {
      access: endpoint.access,
      ...(endpoint.role ? { role: endpoint.role } : {}),
      allowLocked,
      ...(rateLimit ? { rateLimit: { hook: 'preHandler', ...rateLimit } } : {}),
    },
    schema: inQuery ? { querystring: endpoint.request } : { body: endpoint.request },
    validatorCompiler: inputValidator,
    // Input that fails its schema is refused here, in the envelope; every other error goes on to
    // the app's error handler (`clientErrors.ts`), or Fastify's.
    errorHandler: (error, _request, reply) => {
      const refusal = schemaRefusal(error, clock());
      if (!refusal) throw error;
      return sendText(reply.code(200), JSON.stringify(refusal));
    },
    handler: async (request, reply) => {
      const now = clock();
      const send = (envelope: unknown) => sendText(reply, JSON.stringify(envelope));
      const { viewer } = request;
      // What the endpoint's schema parsed: Fastify put it in place of the raw query or body.
      const input = (inQuery ? request.query : request.body) as z.output<E['request']>;
      const refusal = (error: ApiError) =>
        errorReply(error.code, now, {
          params: error.params,
          ...(error.fields ? { fields: error.fields } : {}),
        });
      /** The envelope's text: the handler's data, or its refusal. */
      const run = async (): Promise<string> => {
        try {
          const call = async () => handler(input, { request, now, viewer });
          const actor = actorOf(request);
          const data =
            audited && audit && actor
              ? await audit.record({ action: endpoint.name, actor, input, at: now }, call)
              : await call();
          return data instanceof SerializedData
            ? okReplyText(data.json, now)
            : JSON.stringify(okReply(data, now));
        } catch (error) {
          if (error instanceof ApiError) return JSON.stringify(refusal(error));
          throw error;
        }
      };
      if (!endpoint.moneyMoving || !idempotency || !viewer) return sendText(reply, await run());

      const key = header(request, IDEMPOTENCY_KEY_HEADER);
      let claim: Claim;
      try {
        // The parsed input, not the raw body: the per-call fields every payload carries (`t`, `lang`,
        // `v`) must not make a replay look like a different request.
        claim = await idempotency.check(viewer.memberId, key, endpoint.name, sameRequest(input));
      } catch (error) {
        if (error instanceof ApiError) return send(refusal(error));
        throw error;
      }
      if (claim.kind === 'replay') return sendText(reply, claim.reply);
      const text = await idempotency.runOnce(
        viewer.memberId,
        key as string,
        endpoint.name,
        claim.hash,
        now,
        run,
      );
      return sendText(reply, text);
    },
  });
}
