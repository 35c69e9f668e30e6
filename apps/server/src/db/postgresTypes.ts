import pg from 'pg';

/** PostgreSQL's type id of bigint (int8). */
const INT8 = 20;

/** Reads a bigint as a number, refusing one a number cannot hold exactly. */
function parseBigint(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value))
    throw new Error(`The bigint ${text} is beyond the integers a number holds exactly`);
  return value;
}

/**
 * The type parsers a `pg` pool of this server takes (`new pg.Pool({ types: POSTGRES_TYPES })`):
 * bigint columns (ids, cents, thousandths of a ton, counters) read as numbers, as `Tables` and
 * SQLite have them, instead of pg's strings; every other type as pg reads it.
 */
export const POSTGRES_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 && format !== 'binary'
      ? parseBigint
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
