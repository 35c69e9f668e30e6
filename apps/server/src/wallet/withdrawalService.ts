import { selectPage } from '../db/selectPage';
import {
  WITHDRAWAL_TRANSITIONS,
  canTransition,
  canWithdraw,
  dailyWithdrawalLeft,
  fromCents,
  payoutClosedReason,
  singaporeDay,
  toCents,
  withdrawalEligibility,
  withdrawalQuote,
  withdrawalsClosedReason,
  money,
} from '@carbonmarket/domain';
import type { BusinessConfig, ErrorCode, Money, WithdrawalDestination } from '@carbonmarket/domain';
import type { Secret } from '@carbonmarket/domain/contract';
import { verifyPassword } from '../auth/passwords';
import { ApiError } from '../apiError';
import { lockedOnPostgres } from '../db/rowLock';
import type { Ledger, WalletCents } from '../ledger/ledger';
import type { UnitOfWork, WriteScope } from '../ledger/unitOfWork';
import type { MemberRow, MemberStore } from '../account/memberStore';
import type { BankCardService } from '../account/bankCardService';
import type {
  WithdrawalPasswordAttempt,
  WithdrawalPasswordGuard,
} from '../account/withdrawalPasswordGuard';
import type { AccountQueue } from '../foundation';
import type { Data } from '../db/data';
import type { Selectable } from 'kysely';
import type { WithdrawalsTable } from '../db/tables';
import type { PayoutApproval } from './payoutApproval';

/** A row of `withdrawals`. */
export type WithdrawalRow = Selectable<WithdrawalsTable>;

interface Paging {
  page: number;
  pageSize: number;
}

/** Fund-record reference of a withdrawal. */
export const withdrawalReference = (id: number) => `WD-${String(id).padStart(6, '0')}`;

/** The withdrawal as the member sees it (`withdrawalWire` input). */
export const withdrawalOf = (row: WithdrawalRow) => ({
  id: row.id,
  amount: fromCents(row.amount_cents).toString(),
  fee: fromCents(row.fee_cents).toString(),
  netAmount: fromCents(row.net_cents).toString(),
  status: row.status,
  destination: row.destination,
  createdAt: row.created_at,
  completedAt: row.status === 'completed' ? row.resolved_at : null,
  refusedAt: row.status === 'refused' ? row.resolved_at : null,
});

/**
 * The withdrawal as the operator sees it: whose it is, where to pay, and whether a second
 * operator must approve it before it is paid (at or above `thresholdCents`).
 */
const adminWithdrawalOf = (row: WithdrawalRow, thresholdCents: bigint) => ({
  ...withdrawalOf(row),
  memberId: row.member_id,
  bankName: row.bank_name,
  accountNumber: row.account_number,
  holderName: row.holder_name,
  paynowNumber: row.paynow_number,
  approvalRequired: BigInt(row.amount_cents) >= thresholdCents,
  approvedBy: row.approved_by,
  approvedAt: row.approved_at,
});

/** What the member asks for: how much, where to, and the withdrawal password. */
interface WithdrawalRequest {
  amount: Money;
  to: WithdrawalDestination;
  password: Secret;
}

type Outcome =
  | { kind: 'done'; row: WithdrawalRow }
  | { kind: 'attempt'; attempt: WithdrawalPasswordAttempt }
  | { kind: 'refused'; code: ErrorCode };

/** Withdrawals: asked for by the member, paid or refused by the operator. */
export function createWithdrawalService(
  data: Data,
  deps: {
    members: MemberStore;
    bankCards: BankCardService;
    guard: WithdrawalPasswordGuard;
    /** Runs one member's password decisions one after another (shared with sign-in). */
    accounts: AccountQueue;
    ledger: Ledger;
    write: UnitOfWork;
    limits: BusinessConfig;
    /** Four eyes on large payouts. */
    approval: PayoutApproval;
  },
) {
  const { members, bankCards, guard, accounts, ledger, write, limits, approval } = deps;
  const byId = (id: number): Promise<WithdrawalRow | undefined> =>
    data.q().selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();

  /** Withdrawn on the Singapore day of `now`, refused ones left out. */
  const withdrawnToday = async (memberId: number, now: Date): Promise<Money> => {
    const { start, end } = singaporeDay(now);
    const row = await data
      .q()
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
      .where('member_id', '=', memberId)
      .where('status', '<>', 'refused')
      .where('created_at', '>=', start.toISOString())
      .where('created_at', '<', end.toISOString())
      .executeTakeFirst();
    return fromCents(BigInt(row?.total ?? 0));
  };

  /** Why this member may not withdraw this amount now, or null (the checks that need no password). */
  const refusal = async (
    member: MemberRow,
    wallet: WalletCents,
    { amount, to }: { amount: Money; to: WithdrawalDestination },
    now: Date,
  ): Promise<ErrorCode | null> => {
    const permission = canWithdraw(
      {
        visitorType: member.visitor_type,
        risk: member.risk === 1,
        level: member.level,
        locked: member.locked === 1,
        frozen: wallet.frozen > 0n,
      },
      now,
    );
    if (!permission.ok) return permission.reason;
    const card = await bankCards.find(member.id);
    if (!card || (to === 'paynow' && card.paynow_number === null)) return 'BANK_INFO_INCORRECT';
    if (member.withdrawal_password_hash === null) return 'WITHDRAWAL_PASSWORD_NOT_SET';
    const verdict = withdrawalEligibility({
      amount,
      now,
      limits: limits.withdrawal,
      withdrawnToday: await withdrawnToday(member.id, now),
      available: fromCents(wallet.available),
    });
    return verdict.ok ? null : verdict.reason;
  };

  /** A processing withdrawal, locked on PostgreSQL: two operators acting at once act once. */
  const processingRow = async (id: number) => {
    const row = await lockedOnPostgres(
      data,
      data.q().selectFrom('withdrawals').selectAll().where('id', '=', id),
    ).executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND');
    return row;
  };

  /**
   * Moves a processing withdrawal to `to`, or refuses with NOT_FOUND / STATUS_CHANGE_NOT_ALLOWED;
   * `allowed` refuses what four eyes forbid.
   */
  const settle = (
    id: number,
    to: 'completed' | 'refused',
    now: Date,
    allowed: (row: WithdrawalRow, thresholdCents: bigint) => ErrorCode | null,
    money: (scope: WriteScope, row: WithdrawalRow) => Promise<void>,
  ) =>
    write(now, async (scope) => {
      const row = await processingRow(id);
      if (!canTransition(WITHDRAWAL_TRANSITIONS, row.status, to))
        throw new ApiError('STATUS_CHANGE_NOT_ALLOWED');
      const thresholdCents = await approval.thresholdCents();
      const refused = allowed(row, thresholdCents);
      if (refused) throw new ApiError(refused);
      await data
        .q()
        .updateTable('withdrawals')
        .set({ status: to, resolved_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
      await money(scope, row);
      scope.push(row.member_id, { type: 'withdrawal', data: { withdrawalId: id, status: to } });
      const updated = await byId(id);
      if (!updated) throw new Error(`withdrawal ${id} vanished`);
      return adminWithdrawalOf(updated, thresholdCents);
    });

  const withdrawNow = async (memberId: number, input: WithdrawalRequest, now: Date) => {
    // The wallet before the member: a withdrawal-password lock commits the lock and the frozen
    // money together, and on PostgreSQL each statement reads what has committed by then. Read in
    // this order, frozen money always comes with the lock that froze it (ACCOUNT_LOCKED), never
    // alone (BALANCE_FROZEN, the reply of the attempt that locked).
    const wallet = await ledger.wallet(memberId);
    const member = await members.get(memberId);
    const early = await refusal(member, wallet, input, now);
    if (early) throw new ApiError(early);
    const hash = member.withdrawal_password_hash ?? '';
    const correct = await verifyPassword(input.password.reveal(), hash);
    const outcome = await write(now, async (scope): Promise<Outcome> => {
      const attempt = await guard.record(scope, memberId, correct, now);
      if (attempt.kind !== 'accepted') return { kind: 'attempt', attempt };
      // The world may have moved while the password was checked: judge again, inside the lock.
      const locked = await members.getLocked(memberId);
      const late = await refusal(locked, await ledger.wallet(memberId), input, now);
      if (late) return { kind: 'refused', code: late };
      const card = await bankCards.find(memberId);
      if (!card) return { kind: 'refused', code: 'BANK_INFO_INCORRECT' };
      const { fee, net } = withdrawalQuote(input.amount, limits.withdrawal);
      const { id } = await data
        .q()
        .insertInto('withdrawals')
        .values({
          member_id: memberId,
          amount_cents: toCents(input.amount),
          fee_cents: toCents(fee),
          net_cents: toCents(net),
          status: 'processing',
          bank_name: card.bank_name,
          account_number: card.account_number,
          holder_name: card.holder_name,
          paynow_number: card.paynow_number,
          destination: input.to,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await scope.postMoney({
        memberId,
        balance: 'available',
        cents: -toCents(input.amount),
        type: 'withdrawal',
        reference: withdrawalReference(id),
      });
      scope.push(memberId, {
        type: 'withdrawal',
        data: { withdrawalId: id, status: 'processing' },
      });
      const row = await byId(id);
      if (!row) throw new Error(`withdrawal ${id} missing after insert`);
      return { kind: 'done', row };
    });
    // Refusals leave the transaction first, so a wrong password stays counted.
    if (outcome.kind === 'attempt') {
      guard.refuseUnlessAccepted(outcome.attempt);
      throw new Error('an accepted password was reported as a refusal');
    }
    if (outcome.kind === 'refused') throw new ApiError(outcome.code);
    return withdrawalOf(outcome.row);
  };

  return {
    /** The fee of an amount and what reaches the bank. */
    quote(amount: Money) {
      return withdrawalQuote(amount, limits.withdrawal);
    },

    /**
     * What the member may withdraw now: the bounds of one request, the daily limit and what is
     * left of it today (Singapore day, refused withdrawals left out), and a weekend's closing.
     */
    async allowance(memberId: number, now: Date) {
      const { min, max, dailyMax, feePercent, feeMin } = limits.withdrawal;
      return {
        min: money(min),
        max: money(max),
        dailyMax: money(dailyMax),
        dailyLeft: dailyWithdrawalLeft(limits.withdrawal, await withdrawnToday(memberId, now)),
        feePercent,
        feeMin: money(feeMin),
        closed: withdrawalsClosedReason(now),
      };
    },

    /**
     * Asks for a withdrawal to the saved bank account. Every rule is checked before the password
     * (so a wrong amount costs no attempt), the password is checked and counted, and then, in
     * one transaction, the rules again with fresh numbers and the amount leaves the available
     * balance ('withdrawal' fund record). One member's withdrawals are decided one at a time, so
     * the count of wrong passwords and the lock are read and written by one check at a time.
     */
    withdraw(memberId: number, input: WithdrawalRequest, now: Date) {
      return accounts.run(memberId, () => withdrawNow(memberId, input, now));
    },

    /** The member's withdrawals, newest first. */
    list(memberId: number, paging: Paging) {
      const q = data.q();
      return selectPage(
        q,
        q.selectFrom('withdrawals').selectAll().where('member_id', '=', memberId),
        (rows) => rows.orderBy('id', 'desc'),
        paging,
        withdrawalOf,
      );
    },

    /**
     * The operator paid it: processing -> completed, on Singapore working days only. At or above
     * the approval threshold it must have been approved, by an operator other than `byOperator`
     * (null: the admin key).
     */
    complete(id: number, byOperator: number | null, now: Date) {
      const closed = payoutClosedReason(now);
      if (closed) throw new ApiError(closed);
      return settle(
        id,
        'completed',
        now,
        (row, thresholdCents) => {
          if (BigInt(row.amount_cents) < thresholdCents) return null;
          if (row.approved_by === null) return 'WITHDRAWAL_APPROVAL_REQUIRED';
          return Number(row.approved_by) === byOperator ? 'SECOND_OPERATOR_REQUIRED' : null;
        },
        async () => undefined,
      );
    },

    /**
     * A first operator approves a withdrawal at or above the threshold, so that a second one may
     * pay it. Only a signed-in operator approves, once per withdrawal.
     */
    approve(id: number, operatorId: number, now: Date) {
      return write(now, async (scope) => {
        const row = await processingRow(id);
        if (row.status !== 'processing') throw new ApiError('STATUS_CHANGE_NOT_ALLOWED');
        const thresholdCents = await approval.thresholdCents();
        if (BigInt(row.amount_cents) < thresholdCents)
          throw new ApiError('STATUS_CHANGE_NOT_ALLOWED');
        if (row.approved_by !== null)
          throw new ApiError(
            Number(row.approved_by) === operatorId
              ? 'SECOND_OPERATOR_REQUIRED'
              : 'STATUS_CHANGE_NOT_ALLOWED',
          );
        await data
          .q()
          .updateTable('withdrawals')
          .set({ approved_by: operatorId, approved_at: now.toISOString() })
          .where('id', '=', id)
          .execute();
        const updated = await byId(id);
        if (!updated) throw new Error(`withdrawal ${id} vanished`);
        // Still processing, now payable by another operator: every open console reads it again.
        scope.toConsole({ queue: 'withdrawals', id, status: 'processing' });
        return adminWithdrawalOf(updated, thresholdCents);
      });
    },

    /**
     * The operator refused it: processing -> refused. The amount is recorded as declined
     * ('withdrawal_refused') and returned to the available balance at once ('withdrawal_refund'
     * out of declined and into available), all in one transaction.
     */
    refuse(id: number, now: Date) {
      return settle(
        id,
        'refused',
        now,
        () => null,
        async (scope, row) => {
          const cents = BigInt(row.amount_cents);
          const reference = withdrawalReference(row.id);
          const memberId = row.member_id;
          await scope.postMoney({
            memberId,
            balance: 'declined',
            cents,
            type: 'withdrawal_refused',
            reference,
          });
          await scope.postMoney({
            memberId,
            balance: 'declined',
            cents: -cents,
            type: 'withdrawal_refund',
            reference,
          });
          await scope.postMoney({
            memberId,
            balance: 'available',
            cents,
            type: 'withdrawal_refund',
            reference,
          });
        },
      );
    },

    /** Withdrawals waiting to be paid, oldest first. */
    async processing(paging: Paging) {
      const q = data.q();
      const thresholdCents = await approval.thresholdCents();
      return selectPage(
        q,
        q.selectFrom('withdrawals').selectAll().where('status', '=', 'processing'),
        (rows) => rows.orderBy('id'),
        paging,
        (row) => adminWithdrawalOf(row, thresholdCents),
      );
    },
  };
}
