import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { Queries } from '../db/data';

/** Rows of `query` run on `q`, every number read as a bigint (the books are compared exactly). */
async function rowsOf<Row>(q: Queries, query: RawBuilder<unknown>): Promise<Row[]> {
  const { rows } = await query.execute(q);
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row as Record<string, unknown>).map(([name, value]) => [
          name,
          typeof value === 'number' ? BigInt(value) : value,
        ]),
      ) as Row,
  );
}

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
 * records, each holding equals the sum of its credit records (what came in less what was sold
 * and retired), and the last record of each carries the balance it left. Retirements agree with
 * the holdings they took from (`retirementMismatches`). Returns every mismatch (none when the
 * books are right).
 */
export async function ledgerMismatches(q: Queries): Promise<LedgerMismatch[]> {
  const mismatches: LedgerMismatch[] = [];
  const wallets = await rowsOf<{
    member_id: bigint;
    available_cents: bigint;
    frozen_cents: bigint;
    pending_cents: bigint;
    declined_cents: bigint;
  }>(
    q,
    sql`SELECT member_id, available_cents, frozen_cents, pending_cents, declined_cents FROM wallets`,
  );
  const sums = await rowsOf<{
    member_id: bigint;
    balance: string;
    total: bigint;
    last_after: bigint;
  }>(
    q,
    sql`SELECT member_id, balance, SUM(amount_cents) AS total,
              (SELECT balance_after_cents FROM fund_records last
                WHERE last.member_id = f.member_id AND last.balance = f.balance
                ORDER BY id DESC LIMIT 1) AS last_after
         FROM fund_records f GROUP BY member_id, balance`,
  );
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

  const holdings = await rowsOf<{
    member_id: bigint;
    project_id: bigint;
    kind: string;
    milli_tons: bigint;
    total: bigint;
  }>(
    q,
    sql`SELECT h.member_id, h.project_id, h.kind, h.milli_tons,
              COALESCE((SELECT SUM(c.milli_tons) FROM credit_records c
                 WHERE c.member_id = h.member_id AND c.project_id = h.project_id AND c.kind = h.kind), 0) AS total
         FROM holdings h`,
  );
  for (const h of holdings)
    if (h.total !== h.milli_tons)
      mismatches.push({
        memberId: Number(h.member_id),
        what: `tons:${h.project_id}:${h.kind}`,
        recorded: h.total.toString(),
        held: h.milli_tons.toString(),
      });
  return [...mismatches, ...(await retirementMismatches(q))];
}

/**
 * Retirements against the credit ledger: each took exactly its tons from its holding (one
 * `retirement` credit record of minus its tons, under its number, of its member, project and
 * kind), its serial range counts one number per ton, no two ranges of one project share a
 * number, and no `retirement` record lacks its retirement.
 */
export async function retirementMismatches(q: Queries): Promise<LedgerMismatch[]> {
  const mismatches: LedgerMismatch[] = [];
  const rows = await rowsOf<{
    member_id: bigint;
    retirement_no: string;
    milli_tons: bigint;
    serial_start: bigint;
    serial_end: bigint;
    recorded: bigint;
  }>(
    q,
    sql`SELECT r.member_id, r.retirement_no, r.milli_tons, r.serial_start, r.serial_end,
              COALESCE((SELECT SUM(c.milli_tons) FROM credit_records c
                 WHERE c.type = 'retirement' AND c.reference = r.retirement_no
                   AND c.member_id = r.member_id AND c.project_id = r.project_id
                   AND c.kind = r.kind), 0) AS recorded
         FROM retirements r`,
  );
  for (const r of rows) {
    if (r.recorded !== -r.milli_tons)
      mismatches.push({
        memberId: Number(r.member_id),
        what: `retirement:${r.retirement_no}`,
        recorded: r.recorded.toString(),
        held: (-r.milli_tons).toString(),
      });
    const serials = r.serial_end - r.serial_start + 1n;
    if (serials * 1000n !== r.milli_tons)
      mismatches.push({
        memberId: Number(r.member_id),
        what: `serials:${r.retirement_no}`,
        recorded: `${serials} serials`,
        held: r.milli_tons.toString(),
      });
  }
  const overlaps = await rowsOf<{
    member_id: bigint;
    first: string;
    second: string;
    project_id: bigint;
  }>(
    q,
    sql`SELECT a.member_id, a.retirement_no AS first, b.retirement_no AS second, a.project_id
         FROM retirements a JOIN retirements b
           ON a.project_id = b.project_id AND a.id < b.id
          AND a.serial_start <= b.serial_end AND b.serial_start <= a.serial_end`,
  );
  for (const o of overlaps)
    mismatches.push({
      memberId: Number(o.member_id),
      what: `serials:project ${o.project_id}`,
      recorded: o.first,
      held: `overlaps ${o.second}`,
    });
  const orphans = await rowsOf<{ member_id: bigint; reference: string }>(
    q,
    sql`SELECT member_id, reference FROM credit_records c WHERE c.type = 'retirement'
          AND NOT EXISTS (SELECT 1 FROM retirements r WHERE r.retirement_no = c.reference)`,
  );
  for (const o of orphans)
    mismatches.push({
      memberId: Number(o.member_id),
      what: `retirement:${o.reference}`,
      recorded: 'a retirement record',
      held: 'no retirement',
    });
  return mismatches;
}
