import type { Database as Db } from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Engine } from './engine';
import type { ExclusiveLocks } from './exclusiveLocks';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import type { Tables } from './tables';

/** Brings the schema up to date (placeholder until the baseline lands: SQLite only). */
export async function migrateDatabase(options: {
  db: Kysely<Tables>;
  engine: Engine;
  sqlite?: Db;
  locks?: ExclusiveLocks;
}): Promise<void> {
  if (!options.sqlite) throw new Error('PostgreSQL schema not available yet');
  migrate(options.sqlite, MIGRATIONS);
  await Promise.resolve();
}
