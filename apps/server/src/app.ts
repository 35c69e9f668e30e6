import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { registerSecurityHeaders } from './securityHeaders';
import { registerStaticApp } from './staticApp';

/** Builds the whole product server: security headers, the API (later issues) and the app. */
export async function buildApp(
  config: Pick<ServerConfig, 'staticDir'>,
  options: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 2 * 1024 * 1024 });
  registerSecurityHeaders(app);
  await registerStaticApp(app, config.staticDir);
  return app;
}
