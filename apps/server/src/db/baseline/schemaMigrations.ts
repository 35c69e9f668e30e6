import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import { columnTypes, type Engine } from './columnTypes';

/**
 * The record of applied schema versions, as the first runner made it: a plain table (not STRICT on
 * SQLite), created when missing. Only then: an instance connecting as a role without the right to
 * create tables (docs/DEPLOYMENT.md) starts on a database its owner migrated.
 */
export async function createSchemaMigrations(db: Kysely<Tables>, engine: Engine): Promise<void> {
  const tables = await db.introspection.getTables();
  if (tables.some((table) => table.name === 'schema_migrations')) return;
  const t = columnTypes(engine);
  await db.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('version', t.integer, (col) => col.primaryKey())
    .addColumn('name', t.text, (col) => col.notNull())
    .addColumn('applied_at', t.text, (col) => col.notNull())
    .execute();
}
