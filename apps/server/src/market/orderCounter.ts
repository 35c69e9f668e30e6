import { singaporeMonth } from '@carbonmarket/domain';
import type { Data } from '../db/data';

/**
 * How many orders a member placed in a project, this Singapore month and ever (the purchase
 * caps), read from `order_counts`, which `record` keeps: call both in the transaction that inserts
 * the order, so that a refused or rolled-back order is never counted. The order request holds the
 * member's row lock, so no other order of the member counts between the read and the record.
 */
export function createOrderCounter(data: Data) {
  const monthOf = (now: Date) => singaporeMonth(now).start.toISOString();
  return {
    count: async (memberId: number, projectId: number, now: Date) => {
      const month = monthOf(now);
      const row = await data
        .q()
        .selectFrom('order_counts')
        .select((eb) => [
          eb.fn
            .coalesce(
              eb.fn.sum<number>(
                eb.case().when('month', '=', month).then(eb.ref('orders')).else(0).end(),
              ),
              eb.lit(0),
            )
            .as('this_month'),
          eb.fn.coalesce(eb.fn.sum<number>('orders'), eb.lit(0)).as('total'),
        ])
        .where('member_id', '=', memberId)
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      return { thisMonth: Number(row?.this_month ?? 0), total: Number(row?.total ?? 0) };
    },
    /** One more order of the member in the project, placed at `now`. */
    record: async (memberId: number, projectId: number, now: Date) => {
      await data
        .q()
        .insertInto('order_counts')
        .values({ member_id: memberId, project_id: projectId, month: monthOf(now), orders: 1 })
        .onConflict((oc) =>
          oc
            .columns(['member_id', 'project_id', 'month'])
            .doUpdateSet((eb) => ({ orders: eb('order_counts.orders', '+', 1) })),
        )
        .execute();
    },
  };
}
