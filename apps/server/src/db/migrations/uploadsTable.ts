import { sql } from 'kysely';
import type { SchemaChange } from '../schemaChange';

/**
 * Version 23: uploaded images in the database, where every instance reads what any of them
 * stored (ADR 047). Used on PostgreSQL; one SQLite process keeps its files in DATA_DIR.
 */
export const uploadsTableMigration: SchemaChange = {
  version: 23,
  name: 'uploaded images',
  async up(db, engine) {
    await db.schema
      .createTable('uploads')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('type', 'text', (column) =>
        column.notNull().check(sql`type IN ('image/jpeg', 'image/png', 'image/webp')`),
      )
      .addColumn('bytes', engine === 'postgres' ? 'bytea' : 'blob', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .$call((table) => (engine === 'sqlite' ? table.modifyEnd(sql`STRICT`) : table))
      .execute();
  },
};
