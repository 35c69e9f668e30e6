import { singaporeMonth } from '@carbonmarket/domain';
import type { Database as Db } from 'better-sqlite3';

/**
 * How many orders a member placed in a project, this Singapore month and ever (the purchase
 * caps), read from `order_counts`, which `record` keeps: call it in the transaction that inserts
 * the order, so that a refused or rolled-back order is never counted.
 */
export function createOrderCounter(db: Db) {
  const inMonth = db
    .prepare<[number, number, string], number>(
      'SELECT orders FROM order_counts WHERE member_id = ? AND project_id = ? AND month = ?',
    )
    .pluck();
  const ever = db
    .prepare<[number, number], number>(
      'SELECT COALESCE(SUM(orders), 0) FROM order_counts WHERE member_id = ? AND project_id = ?',
    )
    .pluck();
  const add = db.prepare<[number, number, string]>(
    `INSERT INTO order_counts (member_id, project_id, month, orders) VALUES (?, ?, ?, 1)
     ON CONFLICT (member_id, project_id, month) DO UPDATE SET orders = orders + 1`,
  );
  const monthOf = (now: Date) => singaporeMonth(now).start.toISOString();
  return {
    count: (memberId: number, projectId: number, now: Date) => ({
      thisMonth: inMonth.get(memberId, projectId, monthOf(now)) ?? 0,
      total: ever.get(memberId, projectId) ?? 0,
    }),
    /** One more order of the member in the project, placed at `now`. */
    record: (memberId: number, projectId: number, now: Date) => {
      add.run(memberId, projectId, monthOf(now));
    },
  };
}
