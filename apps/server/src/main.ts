import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/openDatabase';

const config = readConfig();
// Opening the database creates it and runs pending migrations before anything is served.
const db = openDatabase(config.dataDir);
const app = await buildApp(config, { db, logger: false });
app.addHook('onClose', async () => {
  db.close();
});
await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`Carbon Market is running at http://${shown}:${config.port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
