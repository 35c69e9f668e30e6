import type { SelectQueryBuilder } from 'kysely';
import type { Data } from './data';

/**
 * The read locked until the transaction ends on PostgreSQL (READ COMMITTED), so that what the
 * write decides on it still holds at commit; SQLite needs none (BEGIN IMMEDIATE already lets one
 * writer at a time) and rejects FOR UPDATE.
 */
export const lockedOnPostgres = <DB, TB extends keyof DB, O>(
  data: Data,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> => (data.engine === 'postgres' ? query.forUpdate() : query);
