import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import { ownSocketOrigin, socketOriginOfApi } from './realtime/socketAddress';

export interface SecurityHeaderOptions {
  /** The server is reached over TLS: send Strict-Transport-Security. */
  behindTls?: boolean | undefined;
  /** The API the served app calls when it is not this server (its config.json's apiOrigin). */
  apiOrigin?: string | undefined;
  /** Hashes (`'sha256-…'`) of the inline scripts the app's prerendered pages carry. */
  scriptHashes?: readonly string[] | undefined;
}

/** How long a browser keeps to HTTPS after one visit: a year, this host only. */
export const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * The headers every reply carries, through `helmet` (ADR 011). The content security
 * policy allows scripts only from our origin and the prerendered pages' inline guard by its hash
 * (ADR 019; no other inline script), styles from our origin plus the
 * inline <style> tags styled-components injects, images from our origin, data/blob URLs (avatars
 * being cropped) and the API's origin (uploads), and connections to our origin, our own socket's
 * host and, when configured, the API's origin and its socket: never any ws:/wss: address.
 * HSTS only when the server is told it is behind TLS: over plain HTTP it would mean nothing, and
 * sent by mistake it would lock browsers out of a host without a certificate.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { behindTls = false, apiOrigin, scriptHashes = [] }: SecurityHeaderOptions = {},
): Promise<void> {
  const api = apiOrigin ? [apiOrigin] : [];
  const apiSocket = apiOrigin ? [socketOriginOfApi(apiOrigin)] : [];
  /** Helmet's options, the page's own socket being `socket` (or 'self' for an unusable Host). */
  const optionsFor = (socket: string): HelmetOptions => ({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...api],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", socket, ...api, ...apiSocket],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: behindTls
      ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false }
      : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Avatars under /h5/uploads may be shown by the app from another origin (CORS_ORIGINS).
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  // The headers depend on the request only through the socket its page may reach, so helmet
  // works them out once per socket origin (a handful: the hosts the server is reached by).
  const headersBySocket = new Map<string, readonly (readonly [string, string])[]>();
  app.addHook('onRequest', (request, reply, done) => {
    // An unusable Host leaves only 'self' (repeated, which browsers ignore).
    const socket = ownSocketOrigin(request.headers, behindTls) ?? "'self'";
    let headers = headersBySocket.get(socket);
    if (!headers) {
      headers = helmetHeaders(optionsFor(socket));
      if (headersBySocket.size < MAX_SOCKET_ORIGINS) headersBySocket.set(socket, headers);
    }
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    done();
  });
}

/** How many hosts' headers are kept; a request by any other host has them worked out again. */
const MAX_SOCKET_ORIGINS = 32;

/** The headers helmet's middleware sets with `options`, in its order. */
function helmetHeaders(options: HelmetOptions): (readonly [string, string])[] {
  const headers: (readonly [string, string])[] = [];
  // Typed boundary: helmet's middleware only calls these two methods of the response, and reads
  // nothing from the request when no directive is a function.
  const response = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, () => undefined);
  return headers;
}
