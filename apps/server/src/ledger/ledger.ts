import type { Database as Db, Statement } from 'better-sqlite3';
import { fromCents, fromMilliTons } from '@carbonmarket/domain';
import type {
  BalanceKind,
  CreditKind,
  CreditRecordType,
  FundRecordType,
} from '@carbonmarket/domain';
import type { SocketPushInput } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';

/** One change of one money balance, in signed integer cents. */
export interface MoneyPosting {
  memberId: number;
  balance: BalanceKind;
  cents: bigint;
  type: FundRecordType;
  /** What caused it, shown in the fund records: an order number, a withdrawal id, a top-up reference. */
  reference: string;
}

/** One change of one carbon-credit holding, in signed integer thousandths of a ton. */
export interface TonsPosting {
  memberId: number;
  projectId: number;
  kind: CreditKind;
  milliTons: bigint;
  type: CreditRecordType;
  reference: string;
}

export interface WalletCents {
  available: bigint;
  frozen: bigint;
  pending: bigint;
  declined: bigint;
}

const COLUMN: Record<BalanceKind, string> = {
  available: 'available_cents',
  frozen: 'frozen_cents',
  pending: 'pending_cents',
  declined: 'declined_cents',
};

/** What refuses a posting that would take a balance below zero. */
const SHORTFALL: Record<BalanceKind, 'INSUFFICIENT_BALANCE' | 'OPERATION_FAILED'> = {
  available: 'INSUFFICIENT_BALANCE',
  frozen: 'OPERATION_FAILED',
  pending: 'OPERATION_FAILED',
  declined: 'OPERATION_FAILED',
};

/**
 * The ledgers: every change of a money balance or a holding goes through here, inside a write
 * transaction, and leaves one record with the balance after it. A posting that would take a
 * balance below zero throws (rolling the whole transaction back), so nothing is ever oversold or
 * overdrawn however many requests race.
 */
export function createLedger(db: Db) {
  const ensure = db.prepare('INSERT OR IGNORE INTO wallets (member_id) VALUES (?)');
  // One prepared statement per balance column, compiled once rather than on every posting.
  const setBalance = Object.fromEntries(
    (Object.keys(COLUMN) as BalanceKind[]).map((kind) => [
      kind,
      db.prepare(`UPDATE wallets SET ${COLUMN[kind]} = ? WHERE member_id = ?`),
    ]),
  ) as Record<BalanceKind, Statement>;
  const walletRow = db
    .prepare<
      [number],
      {
        available_cents: bigint;
        frozen_cents: bigint;
        pending_cents: bigint;
        declined_cents: bigint;
      }
    >(
      'SELECT available_cents, frozen_cents, pending_cents, declined_cents FROM wallets WHERE member_id = ?',
    )
    .safeIntegers(true);
  const insertFund = db.prepare(
    'INSERT INTO fund_records (member_id, type, balance, amount_cents, balance_after_cents, reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const ensureHolding = db.prepare(
    'INSERT OR IGNORE INTO holdings (member_id, project_id, kind) VALUES (?, ?, ?)',
  );
  const holdingRow = db
    .prepare<[number, number, string], bigint>(
      'SELECT milli_tons FROM holdings WHERE member_id = ? AND project_id = ? AND kind = ?',
    )
    .pluck()
    .safeIntegers(true);
  const setHolding = db.prepare(
    'UPDATE holdings SET milli_tons = ? WHERE member_id = ? AND project_id = ? AND kind = ?',
  );
  const insertCredit = db.prepare(
    'INSERT INTO credit_records (member_id, project_id, kind, type, milli_tons, milli_tons_after, reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const creditTotals = db
    .prepare<[number], { kind: CreditKind; total: bigint }>(
      'SELECT kind, COALESCE(SUM(milli_tons), 0) AS total FROM holdings WHERE member_id = ? GROUP BY kind',
    )
    .safeIntegers(true);

  /** The wallet in cents; a member who never had money reads as all zero (nothing is written). */
  const wallet = (memberId: number): WalletCents => {
    const row = walletRow.get(memberId);
    if (!row) return { available: 0n, frozen: 0n, pending: 0n, declined: 0n };
    return {
      available: row.available_cents,
      frozen: row.frozen_cents,
      pending: row.pending_cents,
      declined: row.declined_cents,
    };
  };

  return {
    /** The wallet in cents (all zero before the first posting). */
    wallet,

    /** Tons held, by project and kind. */
    holding(memberId: number, projectId: number, kind: CreditKind): bigint {
      return holdingRow.get(memberId, projectId, kind) ?? 0n;
    },

    /** Applies a money posting and writes its fund record. Call inside a write transaction. */
    postMoney(posting: MoneyPosting, now: Date): bigint {
      const before = wallet(posting.memberId)[posting.balance];
      if (posting.cents === 0n) return before;
      const after = before + posting.cents;
      if (after < 0n) throw new ApiError(SHORTFALL[posting.balance]);
      // The wallet's row is made by its first posting (reads need none).
      ensure.run(posting.memberId);
      setBalance[posting.balance].run(after, posting.memberId);
      insertFund.run(
        posting.memberId,
        posting.type,
        posting.balance,
        posting.cents,
        after,
        posting.reference,
        now.toISOString(),
      );
      return after;
    },

    /** Applies a tons posting and writes its credit record. Call inside a write transaction. */
    postTons(posting: TonsPosting, now: Date): bigint {
      const { memberId, projectId, kind } = posting;
      const before = holdingRow.get(memberId, projectId, kind);
      if (posting.milliTons === 0n) return before ?? 0n;
      const after = (before ?? 0n) + posting.milliTons;
      if (after < 0n) throw new ApiError('INSUFFICIENT_CARBON_BALANCE');
      if (before === undefined) ensureHolding.run(memberId, projectId, kind);
      setHolding.run(after, memberId, projectId, kind);
      insertCredit.run(
        memberId,
        projectId,
        kind,
        posting.type,
        posting.milliTons,
        after,
        posting.reference,
        now.toISOString(),
      );
      return after;
    },

    /** The balances as the contract's `balancesWire` sends them. */
    balances(memberId: number): SocketPushInput & { type: 'balance' } {
      const cents = wallet(memberId);
      const totals = new Map(creditTotals.all(memberId).map((r) => [r.kind, r.total]));
      return {
        type: 'balance',
        data: {
          available: fromCents(cents.available).toString(),
          frozen: fromCents(cents.frozen).toString(),
          pending: fromCents(cents.pending).toString(),
          declined: fromCents(cents.declined).toString(),
          credits: {
            normal: fromMilliTons(totals.get('normal') ?? 0n).toString(),
            presale: fromMilliTons(totals.get('presale') ?? 0n).toString(),
          },
        },
      };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
