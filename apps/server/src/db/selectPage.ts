import type { Database as Db } from 'better-sqlite3';
import { preparedOnce } from './preparedOnce';
import { pageLimits, pageOf } from '@carbonmarket/domain/contract';

/** The page asked for: 1-based page number and its size. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** One page of a list query: `select` without ORDER BY, and the order its pages follow. */
export interface PageQuery {
  /** `SELECT … FROM … WHERE …`: every row of the list, in any order. */
  select: string;
  /** The ORDER BY terms (`id DESC`); they must order rows completely so pages never overlap. */
  orderBy: string;
  /** Its parameters, positional or one object of named ones. */
  params?: readonly unknown[];
  /** Read integers as bigint (money in cents beyond 2^53). */
  safeIntegers?: boolean;
}

/**
 * One page of a list and the list's total, as the paged replies of the contract carry them
 * (`pageOf`): the total counts the rows of `select`, the page is its rows in `orderBy` order from
 * the page's offset.
 */
export function selectPage<Row, Item>(
  db: Db,
  { select, orderBy, params = [], safeIntegers = false }: PageQuery,
  paging: PageRequest,
  toItem: (row: Row) => Item,
) {
  const total = preparedOnce<unknown[], number>(db, `SELECT COUNT(*) FROM (${select})`)
    .pluck()
    .safeIntegers(false)
    .get(...params);
  const rows = preparedOnce<unknown[], Row>(db, `${select} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .safeIntegers(safeIntegers)
    .all(...params, ...pageLimits(paging));
  return pageOf(rows.map(toItem), paging, total ?? 0);
}
