import { apiUrl, decoratePayload, encodeForm, requestHeaders } from '@carbonmarket/domain';
import { IDEMPOTENCY_KEY_HEADER } from '@carbonmarket/domain/contract';
import type { Endpoint } from '@carbonmarket/domain/contract';

/** How a POST or PUT body travels: JSON (default) or `application/x-www-form-urlencoded`. */
export type BodyEncoding = 'json' | 'form';

/** What a request needs besides the endpoint and its input. */
export interface RequestContext {
  /** API origin from config.json; empty for the app's own origin. */
  origin: string;
  token: string | null;
  /** Current interface language, sent as `lang`. */
  lang: string;
  /** Base-config version, sent as `v` (empty until loaded). */
  version: string | number;
  /** Sent as `t` (ms). */
  now: Date;
  /** Set on money-moving calls. */
  idempotencyKey?: string;
  encoding?: BodyEncoding;
}

/** A request ready for `fetch`. */
export interface PlannedRequest {
  url: string;
  method: Endpoint['method'];
  headers: Record<string, string>;
  body?: string;
}

/** Fills `:name` segments of a path from the input (the value stays in the payload too). */
function fillPath(path: string, input: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_segment, name: string) => {
    const value = input[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Path parameter ${name} of ${path} is missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Builds a call (spec section 7): the payload decorated with `lang`, `t` and `v`; GET and DELETE
 * carry it as the query string, POST and PUT as a JSON or urlencoded body; JSON content type,
 * no-store cache headers, the stored token as Authorization, and the idempotency key if any.
 */
export function planRequest(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  input: Record<string, unknown>,
  context: RequestContext,
): PlannedRequest {
  const payload = decoratePayload(input, {
    lang: context.lang,
    now: context.now,
    version: context.version,
  });
  const headers = requestHeaders(context.token);
  if (context.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = context.idempotencyKey;
  const path = fillPath(endpoint.path, input);
  const base = apiUrl(context.origin, path);
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    const query = encodeForm(payload);
    return { url: query ? `${base}?${query}` : base, method: endpoint.method, headers };
  }
  if (context.encoding === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    return { url: base, method: endpoint.method, headers, body: encodeForm(payload) };
  }
  return { url: base, method: endpoint.method, headers, body: JSON.stringify(payload) };
}
