/** The engines the server's data layer speaks. */
export type Engine = 'sqlite' | 'postgres';

/**
 * Which engine a `DATABASE_URL` names: unset or empty, the embedded SQLite file in DATA_DIR;
 * `postgres://` or `postgresql://`, a PostgreSQL server. Anything else is refused at start.
 */
export function engineOf(databaseUrl: string | undefined): Engine {
  if (databaseUrl === undefined || databaseUrl.trim() === '') return 'sqlite';
  if (/^postgres(ql)?:\/\//i.test(databaseUrl.trim())) return 'postgres';
  throw new Error('DATABASE_URL must be a postgres:// URL, or unset for the embedded SQLite file');
}
