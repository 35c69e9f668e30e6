import type { IncomingHttpHeaders } from 'node:http';

/**
 * A Host header that is only a host name, an IPv4 address or a bracketed IPv6 address, with an
 * optional port: safe to write into a header or a URL.
 */
const PLAIN_HOST =
  /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * Whether the client reached the server over TLS: the server is told so (BEHIND_TLS=on), or the
 * proxy in front says so in `X-Forwarded-Proto`.
 */
export const reachedOverTls = (headers: IncomingHttpHeaders, behindTls: boolean): boolean =>
  behindTls || first(headers['x-forwarded-proto']) === 'https';

/**
 * The origin of the page the request was sent to (`http://host:port`, `https://` over TLS): what
 * an absolute address on this server starts with. Null when the Host header is not a plain host.
 */
export function ownOrigin(headers: IncomingHttpHeaders, behindTls: boolean): string | null {
  const host = first(headers.host);
  if (!host || !PLAIN_HOST.test(host)) return null;
  return `${reachedOverTls(headers, behindTls) ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/**
 * The origin of the socket on the host the request was sent to (`ws://host:port`, `wss://` over
 * TLS): where base config points the app served here. Null when the Host header is not a plain
 * host, so a forged one never reaches a header.
 */
export function ownSocketOrigin(headers: IncomingHttpHeaders, behindTls: boolean): string | null {
  const host = first(headers.host);
  if (!host || !PLAIN_HOST.test(host)) return null;
  return `${reachedOverTls(headers, behindTls) ? 'wss' : 'ws'}://${host.toLowerCase()}`;
}

/** The socket origin of an API origin: `https://api.example.sg` -> `wss://api.example.sg`. */
export const socketOriginOfApi = (apiOrigin: string): string => apiOrigin.replace(/^http/, 'ws');
