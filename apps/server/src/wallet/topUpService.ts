import { selectPage } from '../db/selectPage';
import {
  TOP_UP_TRANSITIONS,
  amountWithinBounds,
  canTransition,
  fromCents,
  toCents,
  topUpPayableUntil,
} from '@carbonmarket/domain';
import type { BusinessConfig, Money } from '@carbonmarket/domain';
import { ApiError } from '../apiError';
import type { Data } from '../db/data';
import { lockedOnPostgres } from '../db/rowLock';
import type { UnitOfWork } from '../ledger/unitOfWork';
import type { MemberStore } from '../account/memberStore';
import type { TopUpPaymentProvider } from './paymentProvider';
import type { Selectable } from 'kysely';
import type { TopUpsTable } from '../db/tables';

/** A row of `top_ups`. */
export type TopUpRow = Selectable<TopUpsTable>;

interface Paging {
  page: number;
  pageSize: number;
}

/** Top-ups: opened by the member, confirmed or cancelled by the operator or the demo scheduler. */
export function createTopUpService(
  data: Data,
  members: MemberStore,
  write: UnitOfWork,
  limits: BusinessConfig,
  provider: TopUpPaymentProvider,
) {
  const byId = (id: number): Promise<TopUpRow | undefined> =>
    data.q().selectFrom('top_ups').selectAll().where('id', '=', id).executeTakeFirst();
  const referenceTaken = async (reference: string) =>
    (await data
      .q()
      .selectFrom('top_ups')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirst()) !== undefined;

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
    write(now, async (scope) => {
      // Locked on PostgreSQL: two operators confirming at once move the money once.
      const row = await lockedOnPostgres(
        data,
        data.q().selectFrom('top_ups').selectAll().where('id', '=', id),
      ).executeTakeFirst();
      if (!row) throw new ApiError('NOT_FOUND');
      if (!canTransition(TOP_UP_TRANSITIONS, row.status, to))
        throw new ApiError('STATUS_CHANGE_NOT_ALLOWED');
      await data
        .q()
        .updateTable('top_ups')
        .set({ status: to, resolved_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
      if (to === 'confirmed')
        await scope.postMoney({
          memberId: row.member_id,
          balance: 'available',
          cents: BigInt(row.amount_cents),
          type: 'top_up',
          reference: row.reference,
        });
      scope.push(row.member_id, { type: 'topUp', data: { topUpId: id, status: to } });
      const updated = await byId(id);
      if (!updated) throw new Error(`top-up ${id} vanished`);
      return adminWire(updated);
    });

  return {
    /** Opens a top-up within the limits: a PayNow reference, pending until the money arrives. */
    create(memberId: number, amount: Money, now: Date) {
      const bound = amountWithinBounds(amount, limits.topUp);
      if (bound) throw new ApiError(bound, {}, { amount: bound });
      return write(now, async (scope) => {
        if ((await members.get(memberId)).locked === 1) throw new ApiError('ACCOUNT_LOCKED');
        let reference = provider.newReference();
        while (await referenceTaken(reference)) reference = provider.newReference();
        const row = await data
          .q()
          .insertInto('top_ups')
          .values({
            member_id: memberId,
            amount_cents: toCents(amount),
            reference,
            status: 'pending',
            created_at: now.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        scope.push(memberId, { type: 'topUp', data: { topUpId: row.id, status: 'pending' } });
        return wire(row);
      });
    },

    /** One of the member's own top-ups; someone else's is NOT_FOUND. */
    async get(memberId: number, id: number) {
      const row = await byId(id);
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
    async cancelOwn(memberId: number, id: number, now: Date) {
      const row = await byId(id);
      if (!row || row.member_id !== memberId) throw new ApiError('NOT_FOUND');
      const { memberId: _owner, ...cancelled } = await resolve(id, 'cancelled', now);
      return cancelled;
    },

    /**
     * Cancels every pending top-up whose payable time has passed (for a scheduler): its code has
     * expired, so nobody can pay it any more. Returns how many were cancelled.
     */
    async cancelExpired(now: Date): Promise<number> {
      // A top-up is payable for more than a day (to the end of the day after it was opened), so
      // only those opened a day ago or earlier can have expired: the database hands over those
      // alone (`created_at` is an ISO instant, which sorts as text), and the rule decides.
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
      const expired = (
        await data
          .q()
          .selectFrom('top_ups')
          .selectAll()
          .where('status', '=', 'pending')
          .where('created_at', '<=', dayAgo)
          .orderBy('id')
          .execute()
      ).filter((row) => topUpPayableUntil(new Date(row.created_at)) <= now);
      let cancelled = 0;
      for (const row of expired) {
        try {
          await resolve(row.id, 'cancelled', now);
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
      const q = data.q();
      return selectPage(
        q,
        q.selectFrom('top_ups').selectAll().where('status', '=', 'pending'),
        (rows) => rows.orderBy('id'),
        paging,
        adminWire,
      );
    },
  };
}
