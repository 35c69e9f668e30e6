import type { Database as Db } from 'better-sqlite3';

/** One way the ledgers and the balances disagree. */
export interface LedgerMismatch {
  memberId: number;
  /** A money balance (`available`, ...) or a holding (`tons:<project>:<kind>`). */
  what: string;
  recorded: string;
  held: string;
}

/**
 * Checks the ledger invariant: for every member, each money balance equals the sum of its fund
 * records, each holding equals the sum of its credit records, and the last record of each carries
 * the balance it left. Returns every mismatch (none when the books are right).
 */
export function ledgerMismatches(db: Db): LedgerMismatch[] {
  const mismatches: LedgerMismatch[] = [];
  const wallets = db
    .prepare(
      'SELECT member_id, available_cents, frozen_cents, pending_cents, declined_cents FROM wallets',
    )
    .safeIntegers(true)
    .all() as {
    member_id: bigint;
    available_cents: bigint;
    frozen_cents: bigint;
    pending_cents: bigint;
    declined_cents: bigint;
  }[];
  const sums = db
    .prepare(
      `SELECT member_id, balance, SUM(amount_cents) AS total,
              (SELECT balance_after_cents FROM fund_records last
                WHERE last.member_id = f.member_id AND last.balance = f.balance
                ORDER BY id DESC LIMIT 1) AS last_after
         FROM fund_records f GROUP BY member_id, balance`,
    )
    .safeIntegers(true)
    .all() as { member_id: bigint; balance: string; total: bigint; last_after: bigint }[];
  const byKey = new Map(sums.map((s) => [`${s.member_id}:${s.balance}`, s]));
  for (const wallet of wallets) {
    const held = {
      available: wallet.available_cents,
      frozen: wallet.frozen_cents,
      pending: wallet.pending_cents,
      declined: wallet.declined_cents,
    };
    for (const [balance, cents] of Object.entries(held)) {
      const recorded = byKey.get(`${wallet.member_id}:${balance}`);
      byKey.delete(`${wallet.member_id}:${balance}`);
      const total = recorded?.total ?? 0n;
      const lastAfter = recorded?.last_after ?? 0n;
      if (total !== cents || lastAfter !== cents)
        mismatches.push({
          memberId: Number(wallet.member_id),
          what: balance,
          recorded: `${total} (last after ${lastAfter})`,
          held: cents.toString(),
        });
    }
  }
  for (const orphan of byKey.values())
    mismatches.push({
      memberId: Number(orphan.member_id),
      what: orphan.balance,
      recorded: orphan.total.toString(),
      held: 'no wallet',
    });

  const holdings = db
    .prepare(
      `SELECT h.member_id, h.project_id, h.kind, h.milli_tons,
              COALESCE((SELECT SUM(c.milli_tons) FROM credit_records c
                 WHERE c.member_id = h.member_id AND c.project_id = h.project_id AND c.kind = h.kind), 0) AS total
         FROM holdings h`,
    )
    .safeIntegers(true)
    .all() as {
    member_id: bigint;
    project_id: bigint;
    kind: string;
    milli_tons: bigint;
    total: bigint;
  }[];
  for (const h of holdings)
    if (h.total !== h.milli_tons)
      mismatches.push({
        memberId: Number(h.member_id),
        what: `tons:${h.project_id}:${h.kind}`,
        recorded: h.total.toString(),
        held: h.milli_tons.toString(),
      });
  return mismatches;
}
