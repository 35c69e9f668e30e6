import { isIP } from 'node:net';
import { buildServer } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/openDatabase';
import { DEMO_LOGIN, seedDemoData } from './demo/seed';
import { createDemoJobs } from './demo/demoJobs';
import { startDemoScheduler } from './demo/demoScheduler';

/** Seconds between rounds of the demo operator. */
const DEMO_INTERVAL_MS = 10_000;

const config = readConfig();
// Opening the database creates it and runs pending migrations before anything is served.
const db = openDatabase(config.dataDir);
const { app, services } = await buildServer(config, {
  db,
  logger: false,
  ...(config.adminKey ? { adminKey: config.adminKey } : {}),
});
if (await seedDemoData(services)) console.log('First start: demo data written.');
const scheduler = config.demoScheduler
  ? startDemoScheduler(createDemoJobs(services), {
      clock: services.clock,
      intervalMs: DEMO_INTERVAL_MS,
    })
  : null;
app.addHook('onClose', async () => {
  await scheduler?.stop();
  db.close();
});
await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const hostInUrl = isIP(shown) === 6 ? `[${shown}]` : shown;
console.log(`Carbon Market is running at http://${hostInUrl}:${config.port}/`);
console.log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
console.log(
  config.adminKey
    ? 'Admin surface: on (send the ADMIN_KEY in the x-admin-key header).'
    : 'Admin surface: off (set ADMIN_KEY to turn it on).',
);
if (scheduler) console.log('Demo scheduler: on (DEMO_SCHEDULER=off to stop it).');
console.log(
  config.corsOrigins.length > 0
    ? `Other origins allowed to use the API and the socket: ${config.corsOrigins.join(', ')}`
    : 'Other origins: none allowed (set CORS_ORIGINS to serve the app from elsewhere).',
);
if (config.apiOrigin) console.log(`The app served here calls the API at ${config.apiOrigin}.`);
if (config.behindTls) console.log('Behind TLS: HSTS on, sockets offered as wss://.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
