import pg from 'pg';

/** PostgreSQL's type ids of bigint (int8) and numeric, which a SUM of bigints answers. */
const INT8 = 20;
const NUMERIC = 1700;

/** Reads a bigint as a number, refusing one a number cannot hold exactly. */
function parseBigint(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value))
    throw new Error(`The value ${text} is not an integer a number holds exactly`);
  return value;
}

/**
 * The type parsers a `pg` pool of this server takes (`new pg.Pool({ types: POSTGRES_TYPES })`):
 * bigint columns (ids, cents, thousandths of a ton, counters) and sums of them read as numbers,
 * as `Tables` and SQLite have them, instead of pg's strings; every other type as pg reads it. Money
 * and tons are stored as integers, so a numeric only ever comes from a SUM of them and is whole:
 * anything else is refused, never rounded.
 */
export const POSTGRES_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (oid === INT8 || oid === NUMERIC) && format !== 'binary'
      ? parseBigint
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
