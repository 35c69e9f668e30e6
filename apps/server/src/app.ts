import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Database as Db } from 'better-sqlite3';
import { DEFAULT_BUSINESS_CONFIG } from '@carbonmarket/domain';
import type { BusinessConfig } from '@carbonmarket/domain';
import type { ServerConfig } from './config';
import { registerSecurityHeaders } from './securityHeaders';
import { registerClientErrorReplies } from './http/clientErrors';
import { registerApiCacheControl } from './http/apiCacheControl';
import { registerCrossOrigin } from './http/crossOrigin';
import { registerNotFound } from './http/notFound';
import { createOriginPolicy } from './http/origins';
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
import { AUTH_THROTTLE } from './auth/throttle';
import type { ThrottleKind, ThrottleRule } from './auth/throttle';
import { createPasswordCheckLimiter } from './auth/passwordCheckLimiter';
import { createKeyedQueue } from './auth/keyedQueue';
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
  /** Attempt limits per kind; AUTH_THROTTLE's by default (tests raise them to load the server). */
  throttle?: Partial<Record<ThrottleKind, ThrottleRule>>;
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
  // Password decisions of one account run one after another (sign-in, resets, changes).
  const accounts = createKeyedQueue<number>();
  const auth = createAuthService(db, options.codeSink ?? logCode, accounts, limits.registration);
  const throttle = { ...AUTH_THROTTLE, ...options.throttle };
  const passwordChecks = createPasswordCheckLimiter(throttle);
  const idempotency = createIdempotencyStore(db);
  // One process serves the database (ADR 004): claims still open now were cut off by a crash.
  idempotency.releaseAbandoned();
  const mount: MountOptions = {
    clock,
    authenticate: (token) => auth.viewerFor(token),
    ...(options.adminKey ? { adminKey: options.adminKey } : {}),
    idempotency,
  };
  return {
    db,
    clock,
    limits,
    events,
    ledger,
    write,
    auth,
    accounts,
    mount,
    throttle,
    passwordChecks,
  };
}

export type Services = ReturnType<typeof createServices>;

/** The settings buildServer reads: the app's folder, and the rest optional (tests, benches). */
export type AppConfig = Pick<ServerConfig, 'staticDir'> &
  Partial<Pick<ServerConfig, 'dataDir' | 'corsOrigins' | 'behindTls' | 'apiOrigin' | 'demo'>>;

/**
 * Builds the whole product server: security headers, the origin policy (CORS_ORIGINS), the API
 * under /h5/api (never cached, unknown paths answer NOT_FOUND), the socket and the app.
 */
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
  const origins = createOriginPolicy(config.corsOrigins ?? []);
  await registerSecurityHeaders(app, { behindTls: config.behindTls, apiOrigin: config.apiOrigin });
  registerApiCacheControl(app);
  await registerCrossOrigin(app, origins, services.clock);
  registerClientErrorReplies(app, services.clock);
  registerNotFound(app, services.clock);
  registerConfigRoutes(app, {
    version: API_VERSION,
    limits: services.limits,
    clock: services.clock,
    behindTls: config.behindTls ?? false,
    demo: config.demo ?? false,
  });
  registerAuthRoutes(app, services.auth, services.mount, services.throttle);
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
  await registerSocketRoutes(app, services, { origins });
  await registerStaticApp(app, config.staticDir);
  return { app, services };
}
