import { sql } from 'kysely';
import type { SelectQueryBuilder } from 'kysely';
import { pageLimits, pageOf } from '@carbonmarket/domain/contract';
import type { Queries } from './data';

/** The page asked for: 1-based page number and its size. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * One page of a list and the list's total, as the paged replies of the contract carry them
 * (`pageOf`): the total counts the rows of `list` (a query without ORDER BY), the page is its rows
 * in the order `ordered` gives them, from the page's offset. The order must be total (end with a
 * unique column) so that pages never overlap.
 */
export async function selectPage<DB, TB extends keyof DB, Row, Item>(
  q: Queries,
  list: SelectQueryBuilder<DB, TB, Row>,
  ordered: (list: SelectQueryBuilder<DB, TB, Row>) => SelectQueryBuilder<DB, TB, Row>,
  paging: PageRequest,
  toItem: (row: Row) => Item,
) {
  const [limit, offset] = pageLimits(paging);
  const counted = await sql<{
    total: number;
  }>`select count(*) as total from (${list}) as listed`.execute(q);
  const rows = await ordered(list).limit(limit).offset(offset).execute();
  return pageOf(rows.map(toItem), paging, Number(counted.rows[0]?.total ?? 0));
}
