import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely } from 'kysely';
import pg from 'pg';
import { createData, transactionScope } from './data';
import type { Data } from './data';
import { engineOf } from './engine';
import { advisoryLocks, processLocks } from './exclusiveLocks';
import { migrateDatabase } from './migrateDatabase';
import { createPostgresDialect, reportIdleErrors } from './postgresDialect';
import { ImmediateSqliteDialect } from './sqliteDialect';
import type { Tables } from './tables';

/** File name of the SQLite database inside DATA_DIR. */
export const DATABASE_FILE = 'carbonmarket.sqlite';

/** Connections an instance keeps for tasks that wait on exclusive locks. */
const LOCK_POOL_SIZE = 5;

/** Where the data lives: a PostgreSQL URL, or the folder of the embedded SQLite file. */
export interface DataLocation {
  /** `postgres://…`; unset, the SQLite file in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** The SQLite file in `dataDir`, created when needed, set up as the server runs it. */
export function openSqliteFile(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(path.join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}

/**
 * Opens the database `location` names and brings its schema up to date before anything is
 * served. SQLite: the file in `dataDir`, with write-ahead logging so readers never wait for a
 * writer, `synchronous = NORMAL`, a busy timeout and foreign keys enforced. PostgreSQL: a pool of
 * connections, every commit as durable as the server is set (`synchronous_commit = on` by
 * default), and a second small pool for the tasks that wait on advisory locks.
 */
export async function openData(location: DataLocation): Promise<Data> {
  const scope = transactionScope();
  if (engineOf(location.databaseUrl) === 'postgres') {
    const url = location.databaseUrl ?? '';
    const { dialect } = createPostgresDialect(url);
    const db = new Kysely<Tables>({ dialect });
    const lockPool = new pg.Pool({ connectionString: url, max: LOCK_POOL_SIZE });
    reportIdleErrors(lockPool);
    const locks = advisoryLocks(lockPool);
    const data = createData({
      engine: 'postgres',
      db,
      scope,
      locks,
      close: async () => {
        await locks.close();
        await db.destroy();
      },
    });
    await migrateDatabase({ db, engine: 'postgres' });
    return data;
  }
  const sqlite = openSqliteFile(location.dataDir);
  const db = new Kysely<Tables>({
    dialect: new ImmediateSqliteDialect(sqlite, () => scope.getStore()?.open === true),
  });
  const data = createData({
    engine: 'sqlite',
    db,
    scope,
    sqlite,
    locks: processLocks(),
    close: () => db.destroy(),
  });
  await migrateDatabase({ db, engine: 'sqlite', sqlite });
  return data;
}
