import { readDataLocation } from './config';
import { openData } from './db/openData';

// `npm run migrate -w @carbonmarket/server`: brings the database of DATABASE_URL (or the SQLite
// file in DATA_DIR) to this server's schema and exits. Run it as the role that owns the tables
// before starting instances that connect with data rights only (docs/DEPLOYMENT.md).
const location = readDataLocation();
const data = await openData(location);
const version = await data
  .q()
  .selectFrom('schema_migrations')
  .select(({ fn }) => fn.max('version').as('version'))
  .executeTakeFirst();
await data.close();
console.log(
  `Schema version ${String(version?.version ?? 0)} on ${data.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the SQLite file in ${location.dataDir}`}.`,
);
