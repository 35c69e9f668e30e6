import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

/** File name of the database inside DATA_DIR. */
export const DATABASE_FILE = 'carbonmarket.sqlite';

/**
 * Opens (creating when needed) the database in `dataDir`, with write-ahead logging so readers
 * never wait for a writer, a busy timeout so concurrent writers queue instead of failing, and
 * foreign keys enforced; then brings the schema up to date.
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS);
  return db;
}

/**
 * Runs `work` in a write transaction taken at once (`BEGIN IMMEDIATE`), so two writers never both
 * read a balance and then both spend it; rolls back on any error.
 */
export function writeTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work).immediate();
}
