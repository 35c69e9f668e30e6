import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Database as Db } from 'better-sqlite3';
import { DEFAULT_BUSINESS_CONFIG } from '@carbonmarket/domain';
import type { BusinessConfig } from '@carbonmarket/domain';
import type { ServerConfig } from './config';
import { registerSecurityHeaders } from './securityHeaders';
import { registerClientErrorReplies } from './http/clientErrors';
import { registerStaticApp } from './staticApp';
import { registerConfigRoutes } from './routes/configRoutes';
import { registerAuthRoutes } from './routes/authRoutes';
import { registerFaqRoutes } from './routes/faqRoutes';
import { registerNewsRoutes } from './routes/newsRoutes';
import { registerNotificationRoutes } from './routes/notificationRoutes';
import { registerFootprintRoutes } from './routes/footprintRoutes';
import { registerAdminContentRoutes } from './routes/adminContentRoutes';
import { registerProjectRoutes } from './routes/projectRoutes';
import { registerOrderRoutes } from './routes/orderRoutes';
import { registerCreditRoutes } from './routes/creditRoutes';
import { registerAdminMarketRoutes } from './routes/adminMarketRoutes';
import { registerProfileRoutes } from './routes/profileRoutes';
import { registerWalletRoutes } from './routes/walletRoutes';
import { registerMembershipRoutes } from './routes/membershipRoutes';
import { registerAdminAccountRoutes } from './routes/adminAccountRoutes';
import { registerSocketRoutes } from './realtime/socketRoutes';
import { safeLoggerOptions } from './http/safeLogger';
import type { LoggerOption } from './http/safeLogger';
import { createAuthService } from './auth/authService';
import type { CodeSink } from './auth/authService';
import { createIdempotencyStore } from './http/idempotency';
import type { MountOptions } from './http/mountEndpoint';
import { createLedger } from './ledger/ledger';
import { createUnitOfWork } from './ledger/unitOfWork';
import { createEventBus } from './realtime/eventBus';
import type { EventBus } from './realtime/eventBus';

/** Version of the API and base config; the app sends it back as `v`. */
export const API_VERSION = '1.0.0';

/** The reference server sends no mail: codes go to its console (never tokens). */
const logCode: CodeSink = (email, purpose, code) =>
  console.log(`Verification code for ${email} (${purpose}): ${code}`);

export interface AppOptions {
  /** The open, migrated database. */
  db: Db;
  /** Off by default; on or pino options (level, stream). Never prints query strings or tokens. */
  logger?: LoggerOption;
  /** The clock of every rule; tests pass a fixed one. */
  clock?: () => Date;
  /** Receives verification codes; logs them by default. */
  codeSink?: CodeSink;
  /** The operator's key for the admin surface; without one the admin surface refuses everything. */
  adminKey?: string;
  /** Operator limits in force; the defaults of the product decisions otherwise. */
  limits?: BusinessConfig;
  /** Socket pushes; a fresh bus by default. */
  events?: EventBus;
}

/**
 * What every area of the server is built from: the database, the clock, the limits, the ledgers
 * behind one unit of work, the socket pushes, and how endpoints are mounted.
 */
export function createServices(options: AppOptions) {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());
  const limits = options.limits ?? DEFAULT_BUSINESS_CONFIG;
  const events = options.events ?? createEventBus();
  const ledger = createLedger(db);
  const write = createUnitOfWork(db, ledger, events);
  const auth = createAuthService(db, options.codeSink ?? logCode);
  const idempotency = createIdempotencyStore(db);
  // One process serves the database (ADR 004): claims still open now were cut off by a crash.
  idempotency.releaseAbandoned();
  const mount: MountOptions = {
    clock,
    authenticate: (token) => auth.viewerFor(token),
    ...(options.adminKey ? { adminKey: options.adminKey } : {}),
    idempotency,
  };
  return { db, clock, limits, events, ledger, write, auth, mount };
}

export type Services = ReturnType<typeof createServices>;

type AppConfig = Pick<ServerConfig, 'staticDir'> & Partial<Pick<ServerConfig, 'dataDir' | 'demo'>>;

/** Builds the whole product server: security headers, the API under /h5/api and the app. */
export async function buildApp(config: AppConfig, options: AppOptions): Promise<FastifyInstance> {
  return (await buildServer(config, options)).app;
}

/** The server and the services behind it (for seed data and the demo scheduler). */
export async function buildServer(
  config: AppConfig,
  options: AppOptions,
): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    logger: safeLoggerOptions(options.logger ?? false),
    bodyLimit: 2 * 1024 * 1024,
  });
  const services = createServices(options);
  registerSecurityHeaders(app);
  registerClientErrorReplies(app, services.clock);
  registerConfigRoutes(app, {
    version: API_VERSION,
    limits: services.limits,
    clock: services.clock,
    demo: config.demo ?? false,
  });
  registerAuthRoutes(app, services.auth, services.mount);
  registerFaqRoutes(app, services);
  registerNewsRoutes(app, services);
  registerNotificationRoutes(app, services);
  registerFootprintRoutes(app, services);
  registerAdminContentRoutes(app, services);
  registerProjectRoutes(app, services);
  registerOrderRoutes(app, services);
  registerCreditRoutes(app, services);
  registerAdminMarketRoutes(app, services);
  await registerProfileRoutes(app, services, config);
  registerWalletRoutes(app, services);
  registerMembershipRoutes(app, services);
  registerAdminAccountRoutes(app, services);
  await registerSocketRoutes(app, services);
  await registerStaticApp(app, config.staticDir);
  return { app, services };
}
