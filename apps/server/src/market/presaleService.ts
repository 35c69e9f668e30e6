import type { Database as Db } from 'better-sqlite3';
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
export function createPresaleService(deps: {
  db: Db;
  write: UnitOfWork;
  limits: BusinessConfig;
  viewerOf: ViewerReader;
  projects: ProjectService;
}) {
  const { db, write, limits, viewerOf, projects } = deps;
  const booking = db.prepare<[number], BookingRow>(
    "SELECT * FROM orders WHERE id = ? AND kind = 'presale'",
  );
  const activeBookings = db.prepare<[number], BookingRow>(
    "SELECT * FROM orders WHERE project_id = ? AND kind = 'presale' AND status = 'applying' ORDER BY id",
  );
  const returnTons = db.prepare(
    `UPDATE projects SET remaining_milli_tons = MIN(quantity_milli_tons, remaining_milli_tons + ?),
       updated_at = ? WHERE id = ?`,
  );

  /** Forfeits overdue bookings (all, one member's, or one order); returns how many. */
  const forfeitOverdue = (now: Date, only: { memberId?: number; orderId?: number } = {}) => {
    const at = now.toISOString();
    const filters = [
      "status = 'pending_final_payment'",
      'forfeited_at IS NULL',
      'final_payment_deadline <= ?',
    ];
    const args: unknown[] = [at];
    if (only.memberId !== undefined) {
      filters.push('member_id = ?');
      args.push(only.memberId);
    }
    if (only.orderId !== undefined) {
      filters.push('id = ?');
      args.push(only.orderId);
    }
    const select = db.prepare<unknown[], BookingRow>(
      `SELECT * FROM orders WHERE ${filters.join(' AND ')} ORDER BY id`,
    );
    // Reading first keeps a read of nothing overdue (the usual case) out of the write lock.
    if (select.all(...args).length === 0) return 0;
    return write(now, (scope) => {
      let forfeited = 0;
      for (const row of select.all(...args)) {
        if (!isBookingOverdue(bookingState(row), now)) continue;
        db.prepare('UPDATE orders SET forfeited_at = ?, updated_at = ? WHERE id = ?').run(
          at,
          at,
          row.id,
        );
        returnTons.run(row.milli_tons, at, row.project_id);
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
    setPresaleFinal(
      projectId: number,
      input: { finalUnitPrice: Money; finalTons: Tons },
      now: Date,
    ): number {
      return write(now, (scope) => {
        const project = projects.row(projectId);
        if (
          project.booking_fee_percent === null ||
          project.final_unit_price_cents !== null ||
          (project.status !== 'presale' && project.status !== 'reservation_waiting')
        )
          throw new ApiError('OPERATION_FAILED');
        const at = now.toISOString();
        if (
          project.status === 'presale' &&
          canTransition(PROJECT_TRANSITIONS, 'presale', 'reservation_waiting')
        )
          db.prepare('UPDATE projects SET status = ? WHERE id = ?').run(
            'reservation_waiting',
            projectId,
          );
        db.prepare(
          'UPDATE projects SET final_unit_price_cents = ?, final_milli_tons = ?, final_set_at = ?, updated_at = ? WHERE id = ?',
        ).run(toCents(input.finalUnitPrice), toMilliTons(input.finalTons), at, at, projectId);
        const bookings = activeBookings.all(projectId);
        const totalBooked = fromMilliTons(
          bookings.reduce((sum, row) => sum + BigInt(row.milli_tons), 0n),
        );
        const deadline = finalPaymentDeadline(now, limits.presale.finalPaymentDays).toISOString();
        const update = db.prepare(
          `UPDATE orders SET status = 'pending_final_payment', final_payment_deadline = ?,
             final_milli_tons = ?, final_unit_price_cents = ?, final_payment_cents = ?,
             updated_at = ? WHERE id = ?`,
        );
        for (const row of bookings) {
          if (!canTransition(ORDER_TRANSITIONS, row.status, 'pending_final_payment'))
            throw new ApiError('OPERATION_FAILED');
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
          update.run(
            deadline,
            toMilliTons(finalTons),
            toCents(input.finalUnitPrice),
            toCents(due),
            at,
            row.id,
          );
          scope.push(row.member_id, {
            type: 'order',
            data: { orderId: row.id, status: 'pending_final_payment' },
          });
        }
        return bookings.length;
      });
    },

    /**
     * Pays a booking's balance: only pending its final payment and before the deadline (an
     * overdue booking is forfeited first, in its own write, and then refused). The money leaves
     * the available balance and the final tons reach the presale holding.
     */
    payFinal(memberId: number, orderId: number, now: Date): void {
      forfeitOverdue(now, { memberId, orderId });
      write(now, (scope) => {
        const row = booking.get(orderId);
        if (!row || row.member_id !== memberId) throw new ApiError('NOT_FOUND');
        const who = canPayFinal(viewerOf(memberId, now));
        if (!who.ok) throw new ApiError(who.reason);
        const reason = finalPaymentReason(bookingState(row), now);
        if (reason) throw new ApiError(reason);
        if (!canTransition(ORDER_TRANSITIONS, row.status, 'final_payment_made'))
          throw new ApiError('OPERATION_FAILED');
        scope.postMoney({
          memberId,
          balance: 'available',
          cents: -BigInt(row.final_payment_cents ?? 0),
          type: 'final_payment',
          reference: row.order_no,
        });
        scope.postTons({
          memberId,
          projectId: row.project_id,
          kind: 'presale',
          milliTons: BigInt(row.final_milli_tons ?? 0),
          type: 'final_payment',
          reference: row.order_no,
        });
        const at = now.toISOString();
        db.prepare(
          "UPDATE orders SET status = 'final_payment_made', final_paid_at = ?, updated_at = ? WHERE id = ?",
        ).run(at, at, orderId);
        scope.push(memberId, {
          type: 'order',
          data: { orderId, status: 'final_payment_made' },
        });
      });
    },
  };
}
