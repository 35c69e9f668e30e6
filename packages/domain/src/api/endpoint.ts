import type { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';

/** Header carrying the operator's key on admin endpoints. */
export const ADMIN_KEY_HEADER = 'x-admin-key';
/** Header a client sets on every money-moving POST: one fresh value per intended operation. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone; any signed-in visitor including guests; members only
 * (guests get GUEST_RESTRICTED); or the operator with the admin key.
 */
export type EndpointAccess = 'public' | 'visitor' | 'member' | 'admin';

/** One endpoint of the API: everything a client or a server needs to agree on. */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** Stable name, `<area>.<action>`. */
  name: string;
  method: HttpMethod;
  /** Path under `/h5/api`, e.g. `/login/baseconfig`; `:id` marks a path parameter. */
  path: string;
  access: EndpointAccess;
  /** What the query (GET, DELETE) or the JSON body (POST, PUT) must parse as. */
  request: Req;
  /** What `data` of a successful reply parses as. */
  response: Res;
  /** Catalogue errors this endpoint can answer with, besides the generic ones (GENERIC_ERRORS). */
  errors: readonly ErrorCode[];
  /** Moves money or tons: needs an `Idempotency-Key` header; a replay returns the first reply. */
  moneyMoving: boolean;
  /** One sentence for docs/API.md. */
  summary: string;
}

/** Declares an endpoint, keeping the exact schema types for clients and handlers. */
export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  endpoint: Omit<Endpoint<Req, Res>, 'moneyMoving' | 'errors'> &
    Partial<Pick<Endpoint<Req, Res>, 'moneyMoving' | 'errors'>>,
): Endpoint<Req, Res> {
  return { moneyMoving: false, errors: [], ...endpoint };
}

/** The request type of an endpoint, as the client sends it. */
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
/** The reply data of an endpoint, as the client reads it (Money, Tons, Date). */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
