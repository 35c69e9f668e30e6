import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { registerSecurityHeaders } from './securityHeaders';
import { registerStaticApp } from './staticApp';
import { registerConfigRoutes } from './routes/configRoutes';

/** Version of the API and base config; the app sends it back as `v`. */
export const API_VERSION = '1.0.0';

export interface AppOptions {
  logger?: boolean;
  /** The clock of every rule; tests pass a fixed one. */
  clock?: () => Date;
}

/** Builds the whole product server: security headers, the API under /h5/api and the app. */
export async function buildApp(
  config: Pick<ServerConfig, 'staticDir'>,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 2 * 1024 * 1024 });
  const clock = options.clock ?? (() => new Date());
  registerSecurityHeaders(app);
  registerConfigRoutes(app, { version: API_VERSION, clock });
  await registerStaticApp(app, config.staticDir);
  return app;
}
