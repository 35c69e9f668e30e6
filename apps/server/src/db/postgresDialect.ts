import pg from 'pg';
import { PostgresDialect } from 'kysely';
import { POSTGRES_TYPES } from './postgresTypes';

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
 * (`POSTGRES_TYPES`; pg hands them over as text otherwise). The parsers belong to this pool alone.
 */
export function createPostgresDialect(url: string): { dialect: PostgresDialect; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types: POSTGRES_TYPES });
  reportIdleErrors(pool);
  return { dialect: new PostgresDialect({ pool }), pool };
}
