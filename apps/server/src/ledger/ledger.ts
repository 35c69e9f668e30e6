import { fromCents, fromMilliTons } from '@carbonmarket/domain';
import type {
  BalanceKind,
  CreditKind,
  CreditRecordType,
  FundRecordType,
} from '@carbonmarket/domain';
import type { SocketPushInput } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { Data } from '../db/data';

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

const COLUMN = {
  available: 'available_cents',
  frozen: 'frozen_cents',
  pending: 'pending_cents',
  declined: 'declined_cents',
} as const satisfies Record<BalanceKind, string>;

/** What refuses a posting that would take a balance below zero. */
const SHORTFALL: Record<BalanceKind, 'INSUFFICIENT_BALANCE' | 'OPERATION_FAILED'> = {
  available: 'INSUFFICIENT_BALANCE',
  frozen: 'OPERATION_FAILED',
  pending: 'OPERATION_FAILED',
  declined: 'OPERATION_FAILED',
};

/**
 * An amount as a number for SQL arithmetic: exact, since cents and thousandths of a ton stay far
 * below 2^53; one beyond is refused rather than rounded.
 */
const exact = (amount: bigint): number => {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new Error(`${amount} is beyond exact arithmetic`);
  return value;
};

/**
 * The ledgers: every change of a money balance or a holding goes through here, inside a write
 * transaction, and leaves one record with the balance after it. A posting changes its balance in
 * one statement that also checks it (never below zero), so nothing is ever oversold or overdrawn
 * however many requests race, on either engine: on PostgreSQL the statement locks the row it
 * changes until the commit.
 */
export function createLedger(data: Data) {
  /** The wallet in cents; a member who never had money reads as all zero (nothing is written). */
  const wallet = async (memberId: number): Promise<WalletCents> => {
    const row = await data
      .q()
      .selectFrom('wallets')
      .select(['available_cents', 'frozen_cents', 'pending_cents', 'declined_cents'])
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!row) return { available: 0n, frozen: 0n, pending: 0n, declined: 0n };
    return {
      available: BigInt(row.available_cents),
      frozen: BigInt(row.frozen_cents),
      pending: BigInt(row.pending_cents),
      declined: BigInt(row.declined_cents),
    };
  };

  /**
   * Adds `cents` to one balance and answers the balance after, or undefined when it would fall
   * below zero. Money coming in makes the wallet's row if the member has none yet.
   */
  const change = async (
    memberId: number,
    balance: BalanceKind,
    cents: bigint,
  ): Promise<bigint | undefined> => {
    const column = COLUMN[balance];
    const q = data.q();
    const row =
      cents > 0n
        ? await q
            .insertInto('wallets')
            .values({ member_id: memberId, [column]: cents })
            .onConflict((conflict) =>
              conflict.column('member_id').doUpdateSet((eb) => ({
                [column]: eb(eb.ref(`wallets.${column}`), '+', exact(cents)),
              })),
            )
            .returning(column)
            .executeTakeFirst()
        : await q
            .updateTable('wallets')
            .set((eb) => ({ [column]: eb(eb.ref(column), '+', exact(cents)) }))
            .where('member_id', '=', memberId)
            .where((eb) => eb(eb(eb.ref(column), '+', exact(cents)), '>=', 0))
            .returning(column)
            .executeTakeFirst();
    return row ? BigInt(row[column]) : undefined;
  };

  /** Adds `milliTons` to one holding, as `change` does for money. */
  const changeHolding = async (
    memberId: number,
    projectId: number,
    kind: CreditKind,
    milliTons: bigint,
  ): Promise<bigint | undefined> => {
    const q = data.q();
    const row =
      milliTons > 0n
        ? await q
            .insertInto('holdings')
            .values({ member_id: memberId, project_id: projectId, kind, milli_tons: milliTons })
            .onConflict((conflict) =>
              conflict.columns(['member_id', 'project_id', 'kind']).doUpdateSet((eb) => ({
                milli_tons: eb(eb.ref('holdings.milli_tons'), '+', exact(milliTons)),
              })),
            )
            .returning('milli_tons')
            .executeTakeFirst()
        : await q
            .updateTable('holdings')
            .set((eb) => ({ milli_tons: eb(eb.ref('milli_tons'), '+', exact(milliTons)) }))
            .where('member_id', '=', memberId)
            .where('project_id', '=', projectId)
            .where('kind', '=', kind)
            .where((eb) => eb(eb(eb.ref('milli_tons'), '+', exact(milliTons)), '>=', 0))
            .returning('milli_tons')
            .executeTakeFirst();
    return row ? BigInt(row.milli_tons) : undefined;
  };

  /** Tons held, by project and kind. */
  const holding = async (memberId: number, projectId: number, kind: CreditKind) => {
    const row = await data
      .q()
      .selectFrom('holdings')
      .select('milli_tons')
      .where('member_id', '=', memberId)
      .where('project_id', '=', projectId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return BigInt(row?.milli_tons ?? 0);
  };

  return {
    /** The wallet in cents (all zero before the first posting). */
    wallet,

    /** Tons held, by project and kind. */
    holding,

    /** Applies a money posting and writes its fund record. Call inside a write transaction. */
    async postMoney(posting: MoneyPosting, now: Date): Promise<bigint> {
      if (posting.cents === 0n) return (await wallet(posting.memberId))[posting.balance];
      const after = await change(posting.memberId, posting.balance, posting.cents);
      if (after === undefined) throw new ApiError(SHORTFALL[posting.balance]);
      await data
        .q()
        .insertInto('fund_records')
        .values({
          member_id: posting.memberId,
          type: posting.type,
          balance: posting.balance,
          amount_cents: posting.cents,
          balance_after_cents: after,
          reference: posting.reference,
          created_at: now.toISOString(),
        })
        .execute();
      return after;
    },

    /** Applies a tons posting and writes its credit record. Call inside a write transaction. */
    async postTons(posting: TonsPosting, now: Date): Promise<bigint> {
      const { memberId, projectId, kind } = posting;
      if (posting.milliTons === 0n) return holding(memberId, projectId, kind);
      const after = await changeHolding(memberId, projectId, kind, posting.milliTons);
      if (after === undefined) throw new ApiError('INSUFFICIENT_CARBON_BALANCE');
      await data
        .q()
        .insertInto('credit_records')
        .values({
          member_id: memberId,
          project_id: projectId,
          kind,
          type: posting.type,
          milli_tons: posting.milliTons,
          milli_tons_after: after,
          reference: posting.reference,
          created_at: now.toISOString(),
        })
        .execute();
      return after;
    },

    /** The balances as the contract's `balancesWire` sends them. */
    async balances(memberId: number): Promise<SocketPushInput & { type: 'balance' }> {
      const cents = await wallet(memberId);
      const rows = await data
        .q()
        .selectFrom('holdings')
        .select((eb) => [
          'kind',
          eb.fn.coalesce(eb.fn.sum<number>('milli_tons'), eb.lit(0)).as('total'),
        ])
        .where('member_id', '=', memberId)
        .groupBy('kind')
        .execute();
      const totals = new Map(rows.map((r) => [r.kind, BigInt(r.total)]));
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
