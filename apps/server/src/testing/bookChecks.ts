// What the crash test (`contract/crashRecovery.test.ts`) reads from the database after a kill:
// money moves that left only some of their rows, stock that does not match the purchases, and a
// member's balances as the API would show them.
import type { Database as Db } from 'better-sqlite3';
import { fromCents, fromMilliTons } from '@carbonmarket/domain';

/** Rows of money moves that left some of their records but not all. */
export function halfDoneMoves(db: Db): Record<string, unknown[]> {
  const rows = (sql: string) => db.prepare(sql).all();
  return {
    topUps: rows(
      `SELECT t.id, t.status FROM top_ups t
        WHERE (SELECT COUNT(*) FROM fund_records f WHERE f.type = 'top_up' AND f.reference = t.reference)
              <> (CASE t.status WHEN 'confirmed' THEN 1 ELSE 0 END)`,
    ),
    withdrawals: rows(
      `SELECT w.id, w.status FROM withdrawals w
        WHERE (SELECT COUNT(*) FROM fund_records f WHERE f.type = 'withdrawal'
                 AND f.reference = 'WD-' || printf('%06d', w.id) AND f.amount_cents = -w.amount_cents) <> 1
           OR (SELECT COUNT(*) FROM fund_records f WHERE f.type IN ('withdrawal_refused', 'withdrawal_refund')
                 AND f.reference = 'WD-' || printf('%06d', w.id))
              <> (CASE w.status WHEN 'refused' THEN 3 ELSE 0 END)`,
    ),
    purchases: rows(
      `SELECT o.id FROM orders o WHERE o.kind = 'purchase' AND (
          (SELECT COALESCE(SUM(f.amount_cents), 0) FROM fund_records f
            WHERE f.type = 'purchase' AND f.reference = o.order_no) <> -o.total_cents
          OR (SELECT COALESCE(SUM(c.milli_tons), 0) FROM credit_records c
            WHERE c.type = 'purchase' AND c.reference = o.order_no) <> o.milli_tons)`,
    ),
    sales: rows(
      `SELECT s.id FROM sales s
        WHERE (SELECT COALESCE(SUM(f.amount_cents), 0) FROM fund_records f
                 WHERE f.type = 'sale' AND f.reference = s.sale_no) <> s.proceeds_cents
           OR (SELECT COALESCE(SUM(c.milli_tons), 0) FROM credit_records c
                 WHERE c.type = 'sale' AND c.reference = s.sale_no) <> -s.milli_tons`,
    ),
    retirements: rows(
      `SELECT r.id FROM retirements r
        WHERE (SELECT COALESCE(SUM(c.milli_tons), 0) FROM credit_records c
                 WHERE c.type = 'retirement' AND c.reference = r.retirement_no) <> -r.milli_tons`,
    ),
    orphanRecords: rows(
      `SELECT f.id, f.type FROM fund_records f
        WHERE (f.type = 'purchase' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.order_no = f.reference))
           OR (f.type = 'sale' AND NOT EXISTS (SELECT 1 FROM sales s WHERE s.sale_no = f.reference))
           OR (f.type = 'top_up' AND NOT EXISTS (SELECT 1 FROM top_ups t WHERE t.reference = f.reference))
           OR (f.type = 'withdrawal' AND NOT EXISTS
                (SELECT 1 FROM withdrawals w WHERE 'WD-' || printf('%06d', w.id) = f.reference))`,
    ),
    orphanCreditRecords: rows(
      `SELECT c.id, c.type FROM credit_records c
        WHERE (c.type = 'retirement' AND NOT EXISTS
                (SELECT 1 FROM retirements r WHERE r.retirement_no = c.reference))
           OR (c.type = 'sale' AND NOT EXISTS (SELECT 1 FROM sales s WHERE s.sale_no = c.reference))`,
    ),
  };
}

/** The stock our projects lost equals the tons their purchases took. */
export function stockMismatches(db: Db, projects: number[]): unknown[] {
  const check = db.prepare<[number], { id: number; sold: number; bought: number }>(
    `SELECT p.id, p.quantity_milli_tons - p.remaining_milli_tons AS sold,
            (SELECT COALESCE(SUM(o.milli_tons), 0) FROM orders o WHERE o.project_id = p.id AND o.kind = 'purchase') AS bought
       FROM projects p WHERE p.id = ?`,
  );
  return projects.map((id) => check.get(id)).filter((row) => !row || row.sold !== row.bought);
}

/** A member's balances as the API writes them, read from the database. */
export function balancesInDb(db: Db, memberId: number) {
  const wallet = db
    .prepare<[number], { available: number; frozen: number; pending: number; declined: number }>(
      `SELECT available_cents AS available, frozen_cents AS frozen, pending_cents AS pending,
              declined_cents AS declined FROM wallets WHERE member_id = ?`,
    )
    .get(memberId) ?? { available: 0, frozen: 0, pending: 0, declined: 0 };
  const tonsOf = (kind: string) =>
    db
      .prepare<[number, string], number>(
        'SELECT COALESCE(SUM(milli_tons), 0) FROM holdings WHERE member_id = ? AND kind = ?',
      )
      .pluck()
      .get(memberId, kind) ?? 0;
  return {
    available: fromCents(wallet.available).toString(),
    frozen: fromCents(wallet.frozen).toString(),
    pending: fromCents(wallet.pending).toString(),
    declined: fromCents(wallet.declined).toString(),
    credits: {
      normal: fromMilliTons(tonsOf('normal')).toString(),
      presale: fromMilliTons(tonsOf('presale')).toString(),
    },
  };
}
