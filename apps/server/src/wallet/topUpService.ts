import { selectPage } from '../db/selectPage';
import type { Database as Db } from 'better-sqlite3';
import {
  TOP_UP_TRANSITIONS,
  amountWithinBounds,
  canTransition,
  fromCents,
  toCents,
  topUpPayableUntil,
} from '@carbonmarket/domain';
import type { BusinessConfig, Money, TopUpStatus } from '@carbonmarket/domain';
import { ApiError } from '../apiError';
import type { UnitOfWork } from '../ledger/unitOfWork';
import type { MemberStore } from '../account/memberStore';
import type { TopUpPaymentProvider } from './paymentProvider';

/** A row of `top_ups`. */
export interface TopUpRow {
  id: number;
  member_id: number;
  amount_cents: number;
  reference: string;
  status: TopUpStatus;
  created_at: string;
  resolved_at: string | null;
}

interface Paging {
  page: number;
  pageSize: number;
}

/** Top-ups: opened by the member, confirmed or cancelled by the operator or the demo scheduler. */
export function createTopUpService(
  db: Db,
  members: MemberStore,
  write: UnitOfWork,
  limits: BusinessConfig,
  provider: TopUpPaymentProvider,
) {
  const byId = db.prepare<[number], TopUpRow>('SELECT * FROM top_ups WHERE id = ?');
  const referenceTaken = db
    .prepare<[string], number>('SELECT 1 FROM top_ups WHERE reference = ?')
    .pluck();

  const wire = (row: TopUpRow) => ({
    id: row.id,
    amount: fromCents(row.amount_cents).toString(),
    status: row.status,
    reference: row.reference,
    payee: provider.payee,
    createdAt: row.created_at,
    payableUntil: topUpPayableUntil(new Date(row.created_at)).toISOString(),
    resolvedAt: row.resolved_at,
  });
  const adminWire = (row: TopUpRow) => ({ ...wire(row), memberId: row.member_id });

  /** Moves a pending top-up to `to`; NOT_FOUND or STATUS_CHANGE_NOT_ALLOWED otherwise. */
  const resolve = (id: number, to: 'confirmed' | 'cancelled', now: Date) =>
    write(now, (scope) => {
      const row = byId.get(id);
      if (!row) throw new ApiError('NOT_FOUND');
      if (!canTransition(TOP_UP_TRANSITIONS, row.status, to))
        throw new ApiError('STATUS_CHANGE_NOT_ALLOWED');
      db.prepare('UPDATE top_ups SET status = ?, resolved_at = ? WHERE id = ?').run(
        to,
        now.toISOString(),
        id,
      );
      if (to === 'confirmed')
        scope.postMoney({
          memberId: row.member_id,
          balance: 'available',
          cents: BigInt(row.amount_cents),
          type: 'top_up',
          reference: row.reference,
        });
      scope.push(row.member_id, { type: 'topUp', data: { topUpId: id, status: to } });
      const updated = byId.get(id);
      if (!updated) throw new Error(`top-up ${id} vanished`);
      return adminWire(updated);
    });

  return {
    /** Opens a top-up within the limits: a PayNow reference, pending until the money arrives. */
    create(memberId: number, amount: Money, now: Date) {
      const bound = amountWithinBounds(amount, limits.topUp);
      if (bound) throw new ApiError(bound, {}, { amount: bound });
      return write(now, (scope) => {
        if (members.get(memberId).locked === 1) throw new ApiError('ACCOUNT_LOCKED');
        let reference = provider.newReference();
        while (referenceTaken.get(reference) !== undefined) reference = provider.newReference();
        const { lastInsertRowid } = db
          .prepare(
            "INSERT INTO top_ups (member_id, amount_cents, reference, status, created_at) VALUES (?, ?, ?, 'pending', ?)",
          )
          .run(memberId, toCents(amount), reference, now.toISOString());
        const id = Number(lastInsertRowid);
        scope.push(memberId, { type: 'topUp', data: { topUpId: id, status: 'pending' } });
        const row = byId.get(id);
        if (!row) throw new Error(`top-up ${id} missing after insert`);
        return wire(row);
      });
    },

    /** One of the member's own top-ups; someone else's is NOT_FOUND. */
    get(memberId: number, id: number) {
      const row = byId.get(id);
      if (!row || row.member_id !== memberId) throw new ApiError('NOT_FOUND');
      return wire(row);
    },

    /** The payment arrived: the amount reaches the available balance ('top_up' record). */
    confirm(id: number, now: Date) {
      return resolve(id, 'confirmed', now);
    },

    /** The payment never came: the top-up is closed, no money moves. */
    cancel(id: number, now: Date) {
      return resolve(id, 'cancelled', now);
    },

    /** The member cancels one of their own pending top-ups; someone else's is NOT_FOUND. */
    cancelOwn(memberId: number, id: number, now: Date) {
      const row = byId.get(id);
      if (!row || row.member_id !== memberId) throw new ApiError('NOT_FOUND');
      const { memberId: _owner, ...cancelled } = resolve(id, 'cancelled', now);
      return cancelled;
    },

    /**
     * Cancels every pending top-up whose payable time has passed (for a scheduler): its code has
     * expired, so nobody can pay it any more. Returns how many were cancelled.
     */
    cancelExpired(now: Date): number {
      // A top-up is payable for more than a day (to the end of the day after it was opened), so
      // only those opened a day ago or earlier can have expired: the database hands over those
      // alone (`created_at` is an ISO instant, which sorts as text), and the rule decides.
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
      const expired = db
        .prepare<[string], TopUpRow>(
          "SELECT * FROM top_ups WHERE status = 'pending' AND created_at <= ? ORDER BY id",
        )
        .all(dayAgo)
        .filter((row) => topUpPayableUntil(new Date(row.created_at)) <= now);
      let cancelled = 0;
      for (const row of expired) {
        try {
          resolve(row.id, 'cancelled', now);
          cancelled += 1;
        } catch (error) {
          // Confirmed or cancelled meanwhile: nothing left to do for it.
          if (!(error instanceof ApiError)) throw error;
        }
      }
      return cancelled;
    },

    /** Pending top-ups, oldest first. */
    pending(paging: Paging) {
      return selectPage(
        db,
        { select: "SELECT * FROM top_ups WHERE status = 'pending'", orderBy: 'id' },
        paging,
        adminWire,
      );
    },
  };
}
