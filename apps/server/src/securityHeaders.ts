import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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
  // Built once: helmet parses and checks the policy here, and per request only evaluates the
  // connect-src entry that depends on the Host (`@fastify/helmet` rebuilt it on every request).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...api],
        fontSrc: ["'self'"],
        // An unusable Host leaves only 'self' (repeated, which browsers ignore).
        connectSrc: [
          "'self'",
          (request) => ownSocketOrigin(request.headers, behindTls) ?? "'self'",
          ...api,
          ...apiSocket,
        ],
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
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
