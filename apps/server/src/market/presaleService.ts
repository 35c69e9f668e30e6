import type { Data } from '../db/data';
import {
  ORDER_TRANSITIONS,
  PROJECT_TRANSITIONS,
  allocateFinalTons,
  canPayFinal,
  canTransition,
  finalPaymentAmount,
  finalPaymentDeadline,
  finalPaymentReason,
  fromCents,
  fromMilliTons,
  isBookingOverdue,
  toCents,
  toMilliTons,
} from '@carbonmarket/domain';
import type { BusinessConfig, Money, OrderStatus, Tons } from '@carbonmarket/domain';
import { ApiError } from '../apiError';
import type { UnitOfWork } from '../ledger/unitOfWork';
import type { ViewerReader } from './marketViewer';
import type { ProjectService } from './projectService';
import { lockedOnPostgres } from '../db/rowLock';
import type { ProjectRow } from './marketRows';

interface BookingRow {
  id: number;
  order_no: string;
  member_id: number;
  project_id: number;
  status: OrderStatus;
  milli_tons: number;
  booking_fee_cents: number;
  final_payment_deadline: string | null;
  final_milli_tons: number | null;
  final_payment_cents: number | null;
  forfeited_at: string | null;
}

const bookingState = (row: BookingRow) => ({
  status: row.status,
  finalPaymentDeadline:
    row.final_payment_deadline === null ? null : new Date(row.final_payment_deadline),
  forfeited: row.forfeited_at !== null,
});

/**
 * The presale life cycle after booking: the operator sets the final price and tons, each booking
 * then owes its final payment before a deadline, and a booking left unpaid past it is forfeited
 * (the booking fee is kept, nothing is refunded, the booked tons return to the project's stock).
 */
/**
 * Each booking's share of a presale's final tons (in proportion to what it booked) and the
 * balance it owes at the final unit price, its booking fee deducted.
 */
function finalShares(
  bookings: readonly BookingRow[],
  input: { finalUnitPrice: Money; finalTons: Tons },
) {
  const totalBooked = fromMilliTons(
    bookings.reduce((sum, row) => sum + BigInt(row.milli_tons), 0n),
  );
  return bookings.map((row) => {
    const finalTons = allocateFinalTons(
      fromMilliTons(row.milli_tons),
      totalBooked,
      input.finalTons,
    );
    const due = finalPaymentAmount(
      finalTons,
      input.finalUnitPrice,
      fromCents(row.booking_fee_cents),
    );
    return { row, finalTons, due };
  });
}

export function createPresaleService(deps: {
  data: Data;
  write: UnitOfWork;
  limits: BusinessConfig;
  viewerOf: ViewerReader;
  projects: ProjectService;
}) {
  const { data, write, limits, viewerOf } = deps;

  /** Unpaid bookings past their deadline (all, one member's, or one order), oldest first. */
  const overdue = (at: string, only: { memberId?: number; orderId?: number }) => {
    let query = data
      .q()
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', 'pending_final_payment')
      .where('forfeited_at', 'is', null)
      .where('final_payment_deadline', '<=', at);
    if (only.memberId !== undefined) query = query.where('member_id', '=', only.memberId);
    if (only.orderId !== undefined) query = query.where('id', '=', only.orderId);
    return query.orderBy('id');
  };

  /** Forfeits overdue bookings (all, one member's, or one order); returns how many. */
  /** A presale's bookings still waiting for its final price, oldest first. */
  const waitingBookings = async (projectId: number) =>
    (await data
      .q()
      .selectFrom('orders')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('kind', '=', 'presale')
      .where('status', '=', 'applying')
      .orderBy('id')
      .execute()) as BookingRow[];

  /** The project whose final may be set: a presale with a booking fee and no final yet. */
  const finalOpen = (project: ProjectRow | undefined): ProjectRow => {
    if (!project) throw new ApiError('NOT_FOUND');
    if (
      project.booking_fee_percent === null ||
      project.final_unit_price_cents !== null ||
      (project.status !== 'presale' && project.status !== 'reservation_waiting')
    )
      throw new ApiError('OPERATION_FAILED');
    return project;
  };

  const forfeitOverdue = async (
    now: Date,
    only: { memberId?: number; orderId?: number } = {},
  ): Promise<number> => {
    const at = now.toISOString();
    // Reading first keeps a read of nothing overdue (the usual case) out of the write lock.
    if ((await overdue(at, only).execute()).length === 0) return 0;
    return write(now, async (scope) => {
      let forfeited = 0;
      for (const row of (await overdue(at, only).execute()) as BookingRow[]) {
        if (!isBookingOverdue(bookingState(row), now)) continue;
        // Forfeited once: a payment or another forfeit that got there first leaves it unchanged.
        const changed = await data
          .q()
          .updateTable('orders')
          .set({ forfeited_at: at, updated_at: at })
          .where('id', '=', row.id)
          .where('status', '=', 'pending_final_payment')
          .where('forfeited_at', 'is', null)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) continue;
        // The booked tons return to the stock, never above the project's quantity.
        await data
          .q()
          .updateTable('projects')
          .set((eb) => ({
            remaining_milli_tons: eb
              .case()
              .when(
                eb('remaining_milli_tons', '+', row.milli_tons),
                '>',
                eb.ref('quantity_milli_tons'),
              )
              .then(eb.ref('quantity_milli_tons'))
              .else(eb('remaining_milli_tons', '+', row.milli_tons))
              .end(),
            updated_at: at,
          }))
          .where('id', '=', row.project_id)
          .execute();
        scope.push(row.member_id, {
          type: 'order',
          data: { orderId: row.id, status: row.status },
        });
        forfeited += 1;
      }
      return forfeited;
    });
  };

  return {
    forfeitOverdue,

    /**
     * Sets a presale's final unit price and tons, once. The presale stops taking bookings
     * (presale -> reservation waiting) and every booking becomes pending final payment with its
     * share of the final tons, the balance it owes and a deadline `finalPaymentDays` days away.
     */
    async setPresaleFinal(
      projectId: number,
      input: { finalUnitPrice: Money; finalTons: Tons },
      now: Date,
    ): Promise<number> {
      return write(now, async (scope) => {
        // Locked: the final is set once, and no booking joins the project while it is shared out.
        const found = await lockedOnPostgres(
          data,
          data.q().selectFrom('projects').selectAll().where('id', '=', projectId),
        ).executeTakeFirst();
        const project = finalOpen(found);
        const at = now.toISOString();
        if (
          project.status === 'presale' &&
          canTransition(PROJECT_TRANSITIONS, 'presale', 'reservation_waiting')
        )
          await data
            .q()
            .updateTable('projects')
            .set({ status: 'reservation_waiting' })
            .where('id', '=', projectId)
            .execute();
        await data
          .q()
          .updateTable('projects')
          .set({
            final_unit_price_cents: toCents(input.finalUnitPrice),
            final_milli_tons: toMilliTons(input.finalTons),
            final_set_at: at,
            updated_at: at,
          })
          .where('id', '=', projectId)
          .execute();
        const bookings = await waitingBookings(projectId);
        const deadline = finalPaymentDeadline(now, limits.presale.finalPaymentDays).toISOString();
        for (const { row, finalTons, due } of finalShares(bookings, input)) {
          if (!canTransition(ORDER_TRANSITIONS, row.status, 'pending_final_payment'))
            throw new ApiError('OPERATION_FAILED');
          await data
            .q()
            .updateTable('orders')
            .set({
              status: 'pending_final_payment',
              final_payment_deadline: deadline,
              final_milli_tons: toMilliTons(finalTons),
              final_unit_price_cents: toCents(input.finalUnitPrice),
              final_payment_cents: toCents(due),
              updated_at: at,
            })
            .where('id', '=', row.id)
            .execute();
          scope.push(row.member_id, {
            type: 'order',
            data: { orderId: row.id, status: 'pending_final_payment' },
          });
        }
        return bookings.length;
      });
    },

    /**
     * What setting a presale's final would do, without doing it: each booking's share of the
     * final tons and the balance it would owe, computed as `setPresaleFinal` computes them.
     */
    async presaleFinalPreview(
      projectId: number,
      input: { finalUnitPrice: Money; finalTons: Tons },
    ) {
      finalOpen(
        await data
          .q()
          .selectFrom('projects')
          .selectAll()
          .where('id', '=', projectId)
          .executeTakeFirst(),
      );
      const shares = finalShares(await waitingBookings(projectId), input);
      return {
        bookings: shares.map(({ row, finalTons, due }) => ({
          orderId: row.id,
          orderNo: row.order_no,
          memberId: row.member_id,
          bookedTons: fromMilliTons(row.milli_tons),
          finalTons,
          bookingFee: fromCents(row.booking_fee_cents),
          finalPayment: due,
        })),
      };
    },

    /**
     * Pays a booking's balance: only pending its final payment and before the deadline (an
     * overdue booking is forfeited first, in its own write, and then refused). The money leaves
     * the available balance and the final tons reach the presale holding.
     */
    async payFinal(memberId: number, orderId: number, now: Date): Promise<void> {
      await forfeitOverdue(now, { memberId, orderId });
      await write(now, async (scope) => {
        // Locked: a forfeit running at the same time waits, so the booking is paid or forfeited.
        const row = (await lockedOnPostgres(
          data,
          data
            .q()
            .selectFrom('orders')
            .selectAll()
            .where('id', '=', orderId)
            .where('kind', '=', 'presale'),
        ).executeTakeFirst()) as BookingRow | undefined;
        if (!row || row.member_id !== memberId) throw new ApiError('NOT_FOUND');
        const who = canPayFinal(await viewerOf(memberId, now));
        if (!who.ok) throw new ApiError(who.reason);
        const reason = finalPaymentReason(bookingState(row), now);
        if (reason) throw new ApiError(reason);
        if (!canTransition(ORDER_TRANSITIONS, row.status, 'final_payment_made'))
          throw new ApiError('OPERATION_FAILED');
        await scope.postMoney({
          memberId,
          balance: 'available',
          cents: -BigInt(row.final_payment_cents ?? 0),
          type: 'final_payment',
          reference: row.order_no,
        });
        await scope.postTons({
          memberId,
          projectId: row.project_id,
          kind: 'presale',
          milliTons: BigInt(row.final_milli_tons ?? 0),
          type: 'final_payment',
          reference: row.order_no,
        });
        const at = now.toISOString();
        await data
          .q()
          .updateTable('orders')
          .set({ status: 'final_payment_made', final_paid_at: at, updated_at: at })
          .where('id', '=', orderId)
          .execute();
        scope.push(memberId, {
          type: 'order',
          data: { orderId, status: 'final_payment_made' },
        });
      });
    },
  };
}
