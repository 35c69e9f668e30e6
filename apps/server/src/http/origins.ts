import { API_BASE_PATH } from '@carbonmarket/domain';

/**
 * An http(s) origin written the way browsers send it in `Origin` (lower-case host, no default
 * port, no path), or null when `text` is anything else: a bare host, another scheme, a path, a
 * query, credentials, a wildcard or the opaque origin `null`. One trailing slash is tolerated.
 */
export function originOf(text: string): string | null {
  const trimmed = text.trim().replace(/\/$/, '');
  if (!/^https?:\/\/[^/?#@*\s]+$/i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  return url.origin === 'null' ? null : url.origin;
}

/** Whether the request's path is under `/h5/api` (the path itself, `/h5/api/...` or `/h5/api?...`). */
export const isApiPath = (url: string): boolean =>
  url === API_BASE_PATH ||
  url.startsWith(`${API_BASE_PATH}/`) ||
  url.startsWith(`${API_BASE_PATH}?`);

/**
 * Which pages may use the API and the socket: the server's own (the `Origin` names the host the
 * request was sent to) and those on the allow-list. A request without `Origin` is not a
 * cross-origin browser request (curl, the server's own tests, a same-origin GET) and passes.
 */
export interface OriginPolicy {
  /** The allow-list, as browsers write origins. */
  readonly listed: readonly string[];
  /** Whether `origin` (the header, possibly absent) may call a server reached at `host`. */
  allows(origin: string | undefined, host: string | undefined): boolean;
  /** `origin` itself when it is on the list (the value for Access-Control-Allow-Origin). */
  listedOrigin(origin: string | undefined): string | null;
}

/** Whether `origin` is the server's own: the same host and port as the request's Host header. */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  const sent = originOf(origin);
  if (!sent) return false;
  const scheme = sent.slice(0, sent.indexOf(':'));
  return originOf(`${scheme}://${host}`) === sent;
}

export function createOriginPolicy(listed: readonly string[]): OriginPolicy {
  const allowList = new Set(listed);
  const listedOrigin = (origin: string | undefined) =>
    origin !== undefined && allowList.has(origin) ? origin : null;
  return {
    listed,
    listedOrigin,
    allows: (origin, host) =>
      origin === undefined || listedOrigin(origin) !== null || isOwnOrigin(origin, host),
  };
}
