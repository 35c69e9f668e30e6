import { sql } from 'kysely';
import { PROJECT_LIST_ORDER } from '@carbonmarket/domain';

/**
 * The domain's project list order (`compareForProjectList`) as the rank of a project's status in
 * `PROJECT_LIST_ORDER`, for ORDER BY before the newest first (`id DESC`, which breaks every tie,
 * so the pages of a list never overlap nor skip a project). Raw SQL because a CASE built from a
 * list is not typed by the builder; the statuses are the domain's fixed keys, never input.
 */
export const projectListRank = sql<number>`CASE status ${sql.raw(
  PROJECT_LIST_ORDER.map((status, rank) => `WHEN '${status}' THEN ${rank}`).join(' '),
)} ELSE ${sql.lit(PROJECT_LIST_ORDER.length)} END`;
