import pg from 'pg';
import { PostgresDialect } from 'kysely';

/** PostgreSQL's type ids whose text this server reads as numbers. */
const INT8 = 20;
const NUMERIC = 1700;

/**
 * Reads a 64-bit integer (a count, a sum of cents) as a number, refusing one a number cannot hold
 * exactly: money must never be rounded on its way out of the database. Money and tons are stored
 * as integers, so a numeric only ever comes from a SUM of them and must be whole too.
 */
export function exactInteger(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value))
    throw new Error(
      `The database returned ${text}, which is not an integer a number holds exactly`,
    );
  return value;
}

/**
 * A pooled connection that fails while idle (the server restarted, the network dropped) is
 * removed by the pool and opened again on next use; without a listener the error would end the
 * process.
 */
export function reportIdleErrors(pool: pg.Pool): void {
  pool.on('error', (error) =>
    console.error(`Database: an idle connection failed (${error.message})`),
  );
}

/** The most connections one instance opens; several instances share the server's limit. */
const POOL_SIZE = 10;

/**
 * Kysely over a pool of connections to `url`, reading 64-bit integers and sums as exact numbers
 * (pg hands them over as text otherwise). The type parsers belong to this pool alone.
 */
export function createPostgresDialect(url: string): { dialect: PostgresDialect; pool: pg.Pool } {
  const types = {
    getTypeParser: ((id: number, format?: 'text' | 'binary') =>
      id === INT8 || id === NUMERIC
        ? exactInteger
        : pg.types.getTypeParser(id, format ?? 'text')) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types });
  reportIdleErrors(pool);
  return { dialect: new PostgresDialect({ pool }), pool };
}
