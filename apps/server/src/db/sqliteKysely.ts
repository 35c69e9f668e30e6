import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Tables } from './tables';

/** A Kysely over a better-sqlite3 handle (`:memory:` when no file is named), with both returned. */
export function openSqliteKysely(file = ':memory:'): { raw: Db; db: Kysely<Tables> } {
  const raw = new Database(file);
  raw.pragma('foreign_keys = ON');
  return { raw, db: new Kysely<Tables>({ dialect: new SqliteDialect({ database: raw }) }) };
}
