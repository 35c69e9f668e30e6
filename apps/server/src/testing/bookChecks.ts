// What the crash test (`contract/crashRecovery.test.ts`) reads from the database after a kill:
// money moves that left only some of their rows, stock that does not match the purchases, and a
// member's balances as the API would show them.
import type { testSql } from './testSql';
import { fromCents, fromMilliTons } from '@carbonmarket/domain';

/** The test's SQL over the data layer, as `TestServer.sql` answers it. */
type Sql = ReturnType<typeof testSql>;

/** A withdrawal's reference, `WD-` and its id on six digits, in SQL both engines speak. */
const WITHDRAWAL_REFERENCE = `'WD-' || substr('000000' || CAST(w.id AS TEXT), length(CAST(w.id AS TEXT)) + 1)`;

/** Rows of money moves that left some of their records but not all. */
export async function halfDoneMoves(sql: Sql): Promise<Record<string, unknown[]>> {
  const rows = (text: string) => sql.all(text);
  return {
    topUps: await rows(
      `SELECT t.id, t.status FROM top_ups t
        WHERE (SELECT COUNT(*) FROM fund_records f WHERE f.type = 'top_up' AND f.reference = t.reference)
              <> (CASE t.status WHEN 'confirmed' THEN 1 ELSE 0 END)`,
    ),
    withdrawals: await rows(
      `SELECT w.id, w.status FROM withdrawals w
        WHERE (SELECT COUNT(*) FROM fund_records f WHERE f.type = 'withdrawal'
                 AND f.reference = ${WITHDRAWAL_REFERENCE} AND f.amount_cents = -w.amount_cents) <> 1
           OR (SELECT COUNT(*) FROM fund_records f WHERE f.type IN ('withdrawal_refused', 'withdrawal_refund')
                 AND f.reference = ${WITHDRAWAL_REFERENCE})
              <> (CASE w.status WHEN 'refused' THEN 3 ELSE 0 END)`,
    ),
    purchases: await rows(
      `SELECT o.id FROM orders o WHERE o.kind = 'purchase' AND (
          (SELECT COALESCE(SUM(f.amount_cents), 0) FROM fund_records f
            WHERE f.type = 'purchase' AND f.reference = o.order_no) <> -o.total_cents
          OR (SELECT COALESCE(SUM(c.milli_tons), 0) FROM credit_records c
            WHERE c.type = 'purchase' AND c.reference = o.order_no) <> o.milli_tons)`,
    ),
    sales: await rows(
      `SELECT s.id FROM sales s
        WHERE (SELECT COALESCE(SUM(f.amount_cents), 0) FROM fund_records f
                 WHERE f.type = 'sale' AND f.reference = s.sale_no) <> s.proceeds_cents
           OR (SELECT COALESCE(SUM(c.milli_tons), 0) FROM credit_records c
                 WHERE c.type = 'sale' AND c.reference = s.sale_no) <> -s.milli_tons`,
    ),
    retirements: await rows(
      `SELECT r.id FROM retirements r
        WHERE (SELECT COALESCE(SUM(c.milli_tons), 0) FROM credit_records c
                 WHERE c.type = 'retirement' AND c.reference = r.retirement_no) <> -r.milli_tons`,
    ),
    orphanRecords: await rows(
      `SELECT f.id, f.type FROM fund_records f
        WHERE (f.type = 'purchase' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.order_no = f.reference))
           OR (f.type = 'sale' AND NOT EXISTS (SELECT 1 FROM sales s WHERE s.sale_no = f.reference))
           OR (f.type = 'top_up' AND NOT EXISTS (SELECT 1 FROM top_ups t WHERE t.reference = f.reference))
           OR (f.type = 'withdrawal' AND NOT EXISTS
                (SELECT 1 FROM withdrawals w WHERE ${WITHDRAWAL_REFERENCE} = f.reference))`,
    ),
    orphanCreditRecords: await rows(
      `SELECT c.id, c.type FROM credit_records c
        WHERE (c.type = 'retirement' AND NOT EXISTS
                (SELECT 1 FROM retirements r WHERE r.retirement_no = c.reference))
           OR (c.type = 'sale' AND NOT EXISTS (SELECT 1 FROM sales s WHERE s.sale_no = c.reference))`,
    ),
  };
}

/** The stock our projects lost equals the tons their purchases took. */
export async function stockMismatches(sql: Sql, projects: number[]): Promise<unknown[]> {
  const mismatches: unknown[] = [];
  for (const id of projects) {
    const row = await sql.get<{ id: number; sold: number; bought: number }>(
      `SELECT p.id, p.quantity_milli_tons - p.remaining_milli_tons AS sold,
              (SELECT COALESCE(SUM(o.milli_tons), 0) FROM orders o WHERE o.project_id = p.id AND o.kind = 'purchase') AS bought
         FROM projects p WHERE p.id = ?`,
      id,
    );
    // Sums may come back as text on PostgreSQL: compare the numbers.
    if (!row || Number(row.sold) !== Number(row.bought)) mismatches.push(row);
  }
  return mismatches;
}

/** A member's balances as the API writes them, read from the database. */
export async function balancesInDb(sql: Sql, memberId: number) {
  const wallet = (await sql.get<{
    available: number;
    frozen: number;
    pending: number;
    declined: number;
  }>(
    `SELECT available_cents AS available, frozen_cents AS frozen, pending_cents AS pending,
            declined_cents AS declined FROM wallets WHERE member_id = ?`,
    memberId,
  )) ?? { available: 0, frozen: 0, pending: 0, declined: 0 };
  const tonsOf = async (kind: string) =>
    Number(
      (await sql.value<number>(
        'SELECT COALESCE(SUM(milli_tons), 0) FROM holdings WHERE member_id = ? AND kind = ?',
        memberId,
        kind,
      )) ?? 0,
    );
  return {
    available: fromCents(Number(wallet.available)).toString(),
    frozen: fromCents(Number(wallet.frozen)).toString(),
    pending: fromCents(Number(wallet.pending)).toString(),
    declined: fromCents(Number(wallet.declined)).toString(),
    credits: {
      normal: fromMilliTons(await tonsOf('normal')).toString(),
      presale: fromMilliTons(await tonsOf('presale')).toString(),
    },
  };
}
