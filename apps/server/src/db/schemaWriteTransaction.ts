import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Tables } from './tables';
import type { Engine } from './engine';

/**
 * Runs one step of the schema in a transaction that holds the write lock from its start: `BEGIN
 * IMMEDIATE` on SQLite (as the SQL runner did), so that a second process starting on the same file
 * waits, then finds the step done; an ordinary transaction on PostgreSQL, whose runs the advisory
 * lock already keeps apart. Rolls back on any error.
 */
export async function schemaWriteTransaction<T>(
  db: Kysely<Tables>,
  engine: Engine,
  work: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  if (engine === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
