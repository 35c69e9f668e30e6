import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import { columnTypes, type Engine } from './columnTypes';

/** Settings by key (version 1). */
export async function createSettings(db: Kysely<Tables>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await t
    .table(
      db.schema
        .createTable('settings')
        .addColumn('key', t.text, (col) => col.primaryKey())
        .addColumn('value', t.text, (col) => col.notNull()),
    )
    .execute();
}
