import type { Database as Db, Statement } from 'better-sqlite3';

const cache = new WeakMap<Db, Map<string, Statement<unknown[], unknown>>>();

/**
 * The prepared statement of `sql` on `db`, compiled on first use and reused after (better-sqlite3
 * keeps no statement cache of its own, and compiling costs more than running a small query). Only
 * for SQL built from fixed fragments of the code — never from request input — so the cache stays
 * as small as the set of queries the code can write. Callers set `pluck`/`safeIntegers` on every
 * use, as a reused statement keeps the last setting.
 */
export function preparedOnce<Params extends unknown[], Row>(
  db: Db,
  sql: string,
): Statement<Params, Row> {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare<unknown[], unknown>(sql);
    statements.set(sql, statement);
  }
  // The map holds statements of every shape; each SQL text is only ever asked for with one.
  return statement as unknown as Statement<Params, Row>;
}
