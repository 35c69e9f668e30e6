import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database as BetterSqlite3Database } from 'better-sqlite3';
import type { Tables } from './tables';
import type { Engine } from './baseline/columnTypes';
import { createBaseline } from './baseline/createBaseline';
import { createSchemaMigrations } from './baseline/schemaMigrations';
import { migrate } from './migrate';
import { schemaWriteTransaction } from './schemaWriteTransaction';
import { MIGRATIONS } from './migrations';
import { SCHEMA_CHANGES, type SchemaChange } from './schemaChanges';

/** The version the baseline creates: the last of the legacy SQL migrations. */
export const BASELINE_VERSION = 22;

/** Key of the PostgreSQL advisory lock held while the schema is brought up to date. */
export const MIGRATION_LOCK_KEY = 727_274_022;

export interface MigrateDatabaseOptions {
  db: Kysely<Tables>;
  engine: Engine;
  /** The raw handle behind `db` on SQLite, for the legacy SQL steps a partly migrated file lacks. */
  sqlite?: BetterSqlite3Database;
  /** The changes after version 22, in order (the server's own list unless a test gives one). */
  changes?: readonly SchemaChange[];
}

/**
 * Brings the schema up to date and returns the versions it applied. An empty database gets the
 * baseline (the schema at version 22) and versions 1 to 22 recorded at once; a SQLite file
 * migrated part of the way gets the legacy SQL steps it lacks; then every later change not yet
 * recorded runs in its own transaction. A database holding a version this server does not know is
 * newer than the server and is refused. On PostgreSQL the whole run holds an advisory lock, so
 * servers starting together migrate once.
 */
export async function migrateDatabase(options: MigrateDatabaseOptions): Promise<number[]> {
  const { db, engine } = options;
  const changes = options.changes ?? SCHEMA_CHANGES;
  checkOrder(changes);
  if (engine === 'sqlite') return migrateOn(db, options, changes);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
    try {
      return await migrateOn(connection, options, changes);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
    }
  });
}

function checkOrder(changes: readonly SchemaChange[]): void {
  changes.forEach((change, index) => {
    const previous = index === 0 ? BASELINE_VERSION : (changes[index - 1]?.version ?? 0);
    if (!Number.isInteger(change.version) || change.version <= previous)
      throw new Error(
        `Schema change ${change.name} has version ${change.version}, expected more than ${previous}`,
      );
  });
}

async function appliedVersions(db: Kysely<Tables>): Promise<Set<number>> {
  const rows = await db.selectFrom('schema_migrations').select('version').execute();
  return new Set(rows.map((row) => Number(row.version)));
}

async function migrateOn(
  db: Kysely<Tables>,
  options: MigrateDatabaseOptions,
  changes: readonly SchemaChange[],
): Promise<number[]> {
  const { engine } = options;
  await createSchemaMigrations(db, engine);
  const known = new Set([...MIGRATIONS.map((m) => m.version), ...changes.map((c) => c.version)]);
  const refuseNewer = (applied: Set<number>) => {
    const unknown = [...applied].filter((version) => !known.has(version));
    if (unknown.length > 0)
      throw new Error(
        `The database has schema version ${Math.max(...unknown)}, which this server does not know: it is newer than the server`,
      );
  };
  refuseNewer(await appliedVersions(db));

  const ran: number[] = [];
  // Decided again inside the write lock: another server may have migrated meanwhile.
  const baselineRan = await schemaWriteTransaction(db, engine, async (trx) => {
    const applied = await appliedVersions(trx);
    const tables = await trx.introspection.getTables();
    if (applied.size > 0 || tables.some((table) => table.name !== 'schema_migrations'))
      return false;
    await createBaseline(trx, engine);
    const now = new Date().toISOString();
    await trx
      .insertInto('schema_migrations')
      .values(MIGRATIONS.map((m) => ({ version: m.version, name: m.name, applied_at: now })))
      .execute();
    return true;
  });
  const applied = await appliedVersions(db);
  if (baselineRan) ran.push(...MIGRATIONS.map((m) => m.version));
  else if (MIGRATIONS.some((m) => !applied.has(m.version))) {
    if (engine !== 'sqlite' || options.sqlite === undefined)
      throw new Error(
        'The database lacks schema versions up to 22 and only SQLite files can take the legacy steps',
      );
    ran.push(...migrate(options.sqlite, MIGRATIONS));
  }

  for (const change of changes) {
    const changed = await schemaWriteTransaction(db, engine, async (trx) => {
      const applied = await appliedVersions(trx);
      refuseNewer(applied);
      if (applied.has(change.version)) return false;
      await change.up(trx, engine);
      await trx
        .insertInto('schema_migrations')
        .values({
          version: change.version,
          name: change.name,
          applied_at: new Date().toISOString(),
        })
        .execute();
      return true;
    });
    if (changed) ran.push(change.version);
  }
  return ran;
}
