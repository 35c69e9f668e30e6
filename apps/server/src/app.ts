import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Database as Db } from 'better-sqlite3';
import type { ServerConfig } from './config';
import { registerSecurityHeaders } from './securityHeaders';
import { registerStaticApp } from './staticApp';
import { registerConfigRoutes } from './routes/configRoutes';
import { registerAuthRoutes } from './routes/authRoutes';
import { createAuthService } from './auth/authService';
import type { CodeSink } from './auth/authService';

/** Version of the API and base config; the app sends it back as `v`. */
export const API_VERSION = '1.0.0';

/** The reference server sends no mail: codes go to its console (never tokens). */
const logCode: CodeSink = (email, purpose, code) =>
  console.log(`Verification code for ${email} (${purpose}): ${code}`);

export interface AppOptions {
  /** The open, migrated database. */
  db: Db;
  logger?: boolean;
  /** The clock of every rule; tests pass a fixed one. */
  clock?: () => Date;
  /** Receives verification codes; logs them by default. */
  codeSink?: CodeSink;
}

/** Builds the whole product server: security headers, the API under /h5/api and the app. */
export async function buildApp(
  config: Pick<ServerConfig, 'staticDir'>,
  options: AppOptions,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 2 * 1024 * 1024 });
  const clock = options.clock ?? (() => new Date());
  const auth = createAuthService(options.db, options.codeSink ?? logCode);
  const mount = { clock, authenticate: (token: string | undefined) => auth.viewerFor(token) };
  registerSecurityHeaders(app);
  registerConfigRoutes(app, { version: API_VERSION, clock });
  registerAuthRoutes(app, auth, mount);
  await registerStaticApp(app, config.staticDir);
  return app;
}
