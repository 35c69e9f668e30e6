import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { registerSecurityHeaders } from './securityHeaders';
import { registerClientErrorReplies } from './http/clientErrors';
import { frameworkErrorReplies } from './http/frameworkErrors';
import { registerApiCacheControl } from './http/apiCacheControl';
import { authentication } from './http/authentication';
import { registerCrossOrigin } from './http/crossOrigin';
import { registerNotFound } from './http/notFound';
import { createOriginPolicy } from './http/origins';
import { rateLimits } from './http/rateLimits';
import { safeLoggerOptions } from './http/safeLogger';
import { registerStaticApp } from './staticApp';
import { readPrerenderedPages } from './prerenderedPages';
import { configRoutes } from './routes/configRoutes';
import { authRoutes } from './routes/authRoutes';
import { faqRoutes } from './routes/faqRoutes';
import { newsRoutes } from './routes/newsRoutes';
import { notificationRoutes } from './routes/notificationRoutes';
import { footprintRoutes } from './routes/footprintRoutes';
import { adminContentRoutes } from './routes/adminContentRoutes';
import { projectRoutes } from './routes/projectRoutes';
import { orderRoutes } from './routes/orderRoutes';
import { creditRoutes } from './routes/creditRoutes';
import { certificateRoutes } from './routes/certificateRoutes';
import { adminMarketRoutes } from './routes/adminMarketRoutes';
import { openApiRoutes } from './routes/openApiRoutes';
import { apiReferenceRoutes } from './routes/apiReferenceRoutes';
import { profileRoutes } from './routes/profileRoutes';
import { walletRoutes } from './routes/walletRoutes';
import { membershipRoutes } from './routes/membershipRoutes';
import { adminAccountRoutes } from './routes/adminAccountRoutes';
import { adminOperatorRoutes } from './routes/adminOperatorRoutes';
import { adminMemberRoutes } from './routes/adminMemberRoutes';
import { registerSocketRoutes } from './realtime/socketRoutes';
import { createServices } from './services';
import type { AppOptions, Services } from './services';
import { servicesPlugin } from './servicesPlugin';

import { API_VERSION } from './apiVersion';

export type { AppOptions, Services } from './services';

export { API_VERSION } from './apiVersion';

/** The settings buildServer reads: the app's folder, and the rest optional (tests, benches). */
export type AppConfig = Pick<ServerConfig, 'staticDir'> &
  Partial<
    Pick<
      ServerConfig,
      'dataDir' | 'corsOrigins' | 'behindTls' | 'apiOrigin' | 'demo' | 'trustProxy'
    >
  >;

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
  const services = createServices(options);
  // Keys a crash left claimed by the protocol before ADR 047: nothing ran under them.
  await services.idempotency.releaseAbandoned();
  const { clock } = services;
  const app = Fastify({
    logger: safeLoggerOptions(options.logger ?? false),
    bodyLimit: 2 * 1024 * 1024,
    // Behind nginx, the client's address comes from the proxies named in TRUST_PROXY only.
    ...(config.trustProxy && config.trustProxy.length > 0
      ? { trustProxy: [...config.trustProxy] }
      : {}),
    ...frameworkErrorReplies(clock),
  });
  const origins = createOriginPolicy(config.corsOrigins ?? []);
  await registerSecurityHeaders(app, {
    behindTls: config.behindTls,
    apiOrigin: config.apiOrigin,
    scriptHashes: readPrerenderedPages(config.staticDir).scriptHashes,
  });
  registerApiCacheControl(app);
  await registerCrossOrigin(app, origins, clock);
  registerClientErrorReplies(app, clock);
  registerNotFound(app, clock);
  await app.register(servicesPlugin, { services });
  await app.register(authentication, {
    clock,
    authenticate: (token) => services.auth.viewerFor(token),
    adminKey: services.adminKey,
    operatorFor: (token, now) => services.console.sessions.operatorFor(token, now),
  });
  await app.register(rateLimits, { clock, rules: services.throttle, redis: services.redis });
  // Each area of the API is a plugin over `app.services`.
  await app.register(configRoutes, {
    version: API_VERSION,
    behindTls: config.behindTls ?? false,
    demo: config.demo ?? false,
  });
  await app.register(openApiRoutes);
  await app.register(apiReferenceRoutes);
  await app.register(authRoutes);
  await app.register(faqRoutes);
  await app.register(newsRoutes);
  await app.register(notificationRoutes);
  await app.register(footprintRoutes);
  await app.register(adminContentRoutes);
  await app.register(projectRoutes);
  await app.register(orderRoutes);
  await app.register(creditRoutes);
  // The certificates' public pages, ahead of the app's history-mode fallback.
  await app.register(certificateRoutes, { behindTls: config.behindTls ?? false });
  await app.register(adminMarketRoutes, config.dataDir ? { dataDir: config.dataDir } : {});
  await app.register(profileRoutes, config.dataDir ? { dataDir: config.dataDir } : {});
  await app.register(walletRoutes);
  await app.register(membershipRoutes);
  await app.register(adminAccountRoutes);
  await app.register(adminOperatorRoutes);
  await app.register(adminMemberRoutes);
  await registerSocketRoutes(app, services, { origins });
  await registerStaticApp(app, config.staticDir, {
    demo: config.demo ?? false,
    sessionFor: services.auth.sessionFor,
  });
  return { app, services };
}
