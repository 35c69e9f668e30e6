import { fromCents } from '@carbonmarket/domain';
import type { FundRecordType } from '@carbonmarket/domain';
import type { Data } from '../db/data';
import { selectPage } from '../db/selectPage';

/** A member's fund records (the ledger lines of their wallet), newest first. */
export function createFundRecordService(data: Data) {
  return {
    list(
      memberId: number,
      query: { page: number; pageSize: number; type?: FundRecordType | undefined },
    ) {
      const q = data.q();
      const list = q
        .selectFrom('fund_records')
        .select([
          'id',
          'type',
          'balance',
          'amount_cents',
          'balance_after_cents',
          'reference',
          'created_at',
        ])
        .where('member_id', '=', memberId)
        .$if(query.type !== undefined, (rows) => rows.where('type', '=', query.type ?? 'top_up'));
      return selectPage(
        q,
        list,
        (rows) => rows.orderBy('id', 'desc'),
        query,
        (row) => ({
          id: row.id,
          type: row.type,
          balance: row.balance,
          amount: fromCents(BigInt(row.amount_cents)).toString(),
          balanceAfter: fromCents(BigInt(row.balance_after_cents)).toString(),
          reference: row.reference,
          createdAt: row.created_at,
        }),
      );
    },
  };
}
