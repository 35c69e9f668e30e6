import { selectPage } from '../db/selectPage';
import type { Database as Db } from 'better-sqlite3';
import { fromCents } from '@carbonmarket/domain';
import type { BalanceKind, FundRecordType } from '@carbonmarket/domain';

interface FundRecordRow {
  id: number;
  type: FundRecordType;
  balance: BalanceKind;
  amount_cents: bigint;
  balance_after_cents: bigint;
  reference: string;
  created_at: string;
}

/** A member's fund records (the ledger lines of their wallet), newest first. */
export function createFundRecordService(db: Db) {
  return {
    list(
      memberId: number,
      query: { page: number; pageSize: number; type?: FundRecordType | undefined },
    ) {
      const filter = query.type === undefined ? '' : ' AND type = ?';
      const args: (number | string)[] =
        query.type === undefined ? [memberId] : [memberId, query.type];
      return selectPage(
        db,
        {
          select: `SELECT id, type, balance, amount_cents, balance_after_cents, reference, created_at
           FROM fund_records WHERE member_id = ?${filter}`,
          orderBy: 'id DESC',
          params: args,
          safeIntegers: true,
        },
        query,
        (row: FundRecordRow) => ({
          id: Number(row.id),
          type: row.type,
          balance: row.balance,
          amount: fromCents(row.amount_cents).toString(),
          balanceAfter: fromCents(row.balance_after_cents).toString(),
          reference: row.reference,
          createdAt: row.created_at,
        }),
      );
    },
  };
}
