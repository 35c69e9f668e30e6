import { isIP } from 'node:net';
import { buildServer } from './app';
import { readConfig } from './config';
import { openData } from './db/openData';
import { connectSharedRedis } from './http/sharedRedis';
import { createSharedEventBus } from './realtime/sharedEventBus';
import { startDemoMode } from './demo/startDemoMode';
import { demoModeBanner } from './demo/demoModeBanner';
import { clockStartingAt } from './testClockSetting';

const config = readConfig();
// Opening the database creates it and runs pending migrations before anything is served.
const data = await openData(config);
// Several instances on one PostgreSQL: pushes travel between them, rate limits count in Redis.
const events =
  data.engine === 'postgres' && config.databaseUrl
    ? await createSharedEventBus(config.databaseUrl)
    : undefined;
const redis = config.redisUrl
  ? await connectSharedRedis(config.redisUrl, (line) => console.error(line))
  : undefined;
const { app, services } = await buildServer(config, {
  data,
  ...(events ? { events } : {}),
  ...(redis ? { redis } : {}),
  logger: false,
  sessionLifetime: config.sessionLifetime,
  throttle: {
    drawnPagesAddress: { limit: config.drawnPageLimits.perAddress, windowMs: 60_000 },
    drawnPagesSession: { limit: config.drawnPageLimits.perSession, windowMs: 60_000 },
  },
  payNow: config.payNow,
  ...(config.testClockStart ? { clock: clockStartingAt(config.testClockStart) } : {}),
  ...(config.adminKey ? { adminKey: config.adminKey } : {}),
});
// Demo data and the demo operator, only in demo mode (DEMO, ADR 012).
const demo = await startDemoMode(config, services);
app.addHook('onClose', async () => {
  await demo.stop();
  await events?.close();
  redis?.disconnect();
  await data.close();
});
await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const hostInUrl = isIP(shown) === 6 ? `[${shown}]` : shown;
console.log(`Carbon Market is running at http://${hostInUrl}:${config.port}/`);
for (const line of demoModeBanner(config, demo)) console.log(line);
console.log(
  `Operator console: http://${hostInUrl}:${config.port}/console/ (first admin: npm run operator:invite).`,
);
console.log(
  config.adminKey
    ? 'Admin key for automation: on (sent in the x-admin-key header, recorded in the audit trail).'
    : 'Admin key for automation: off (set ADMIN_KEY to turn it on).',
);
console.log(
  config.corsOrigins.length > 0
    ? `Other origins allowed to use the API and the socket: ${config.corsOrigins.join(', ')}`
    : 'Other origins: none allowed (set CORS_ORIGINS to serve the app from elsewhere).',
);
if (config.apiOrigin) console.log(`The app served here calls the API at ${config.apiOrigin}.`);
if (config.testClockStart)
  console.log(`Test clock: started at ${config.testClockStart.toISOString()} (TEST_CLOCK_START).`);
if (config.behindTls) console.log('Behind TLS: HSTS on, sockets offered as wss://.');
console.log(
  data.engine === 'postgres'
    ? 'Database: PostgreSQL (DATABASE_URL); pushes shared with the other instances.'
    : `Database: the SQLite file in ${config.dataDir} (set DATABASE_URL for PostgreSQL).`,
);
if (redis) console.log('Rate limits: counted in Redis (REDIS_URL), shared by every instance.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
