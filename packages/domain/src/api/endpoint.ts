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

/**
 * The roles of the operator's staff: `operator` works the day-to-day queues; `admin` also manages
 * operators, projects and settings. The admin key used by automation counts as an admin.
 */
export const OPERATOR_ROLES = ['operator', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** One endpoint of the API: everything a client or a server needs to agree on. */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** Stable name, `<area>.<action>`. */
  name: string;
  method: HttpMethod;
  /** Path under `/h5/api`, e.g. `/login/baseconfig`; `:id` marks a path parameter. */
  path: string;
  access: EndpointAccess;
  /** Admin endpoints only: the role the caller needs (unset: any operator). */
  role?: OperatorRole;
  /** What the query (GET, DELETE) or the JSON body (POST, PUT) must parse as. */
  request: Req;
  /** What `data` of a successful reply parses as. */
  response: Res;
  /** Catalogue errors this endpoint can answer with, besides the generic ones (GENERIC_ERRORS). */
  errors: readonly ErrorCode[];
  /** Moves money or tons: needs an `Idempotency-Key` header; a replay returns the first reply. */
  moneyMoving: boolean;
  /**
   * Changes nothing, though it is not a GET (its input is too large for a query string, such as
   * a news post to preview). An admin endpoint so marked writes no audit entry (ADR 051 audits
   * every other admin POST, PUT and DELETE). Unset: a POST, PUT or DELETE changes something.
   */
  readOnly?: true;
  /**
   * An upload: the body is `multipart/form-data` with one file in the field `file` of at most
   * `maxBytes` (and `request`, the form's other fields, is empty). Unset: a JSON body.
   */
  upload?: { maxBytes: number };
  /** One sentence for docs/API.md. */
  summary: string;
}

/**
 * What an endpoint file declares: the endpoint, with its two schemas as functions that build them.
 * Building every schema of the contract costs a phone a quarter of a second of main thread, so
 * each is built the first time something reads it (a call, a handler, a doc), not when the
 * contract loads (docs/adr/035-schemas-built-on-first-use.md).
 */
export type EndpointDeclaration<Req extends z.ZodType, Res extends z.ZodType> = Omit<
  Endpoint<Req, Res>,
  'moneyMoving' | 'errors' | 'request' | 'response'
> &
  Partial<Pick<Endpoint<Req, Res>, 'moneyMoving' | 'errors'>> & {
    request: () => Req;
    response: () => Res;
  };

/** Declares an endpoint, keeping the exact schema types for clients and handlers. */
export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>({
  request,
  response,
  ...declared
}: EndpointDeclaration<Req, Res>): Endpoint<Req, Res> {
  let builtRequest: Req | undefined;
  let builtResponse: Res | undefined;
  return {
    moneyMoving: false,
    errors: [],
    ...declared,
    get request() {
      return (builtRequest ??= request());
    },
    get response() {
      return (builtResponse ??= response());
    },
  };
}

/** The request type of an endpoint, as the client sends it. */
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
/** The reply data of an endpoint, as the client reads it (Money, Tons, Date). */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
