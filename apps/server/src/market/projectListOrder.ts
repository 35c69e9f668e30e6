import { PROJECT_LIST_ORDER } from '@carbonmarket/domain';

/**
 * The domain's project list order (`compareForProjectList`) as SQL ORDER BY terms: the status's
 * rank in `PROJECT_LIST_ORDER`, then the newest first. The id breaks every tie, so the pages of a
 * list never overlap nor skip a project. The statuses are the domain's fixed keys, never input.
 */
export const PROJECT_LIST_ORDER_BY = `CASE status ${PROJECT_LIST_ORDER.map(
  (status, rank) => `WHEN '${status}' THEN ${rank}`,
).join(' ')} ELSE ${PROJECT_LIST_ORDER.length} END, id DESC`;
