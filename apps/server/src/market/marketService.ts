import type { z } from 'zod';
import type { Database as Db } from 'better-sqlite3';
import { fromCents } from '@carbonmarket/domain';
import type { BusinessConfig } from '@carbonmarket/domain';
import type { marketDueWire } from '@carbonmarket/domain/contract';
import type { Ledger } from '../ledger/ledger';
import type { UnitOfWork } from '../ledger/unitOfWork';
import { createCreditService } from './creditService';
import { createViewerReader } from './marketViewer';
import { createOrderService } from './orderService';
import { createPresaleService } from './presaleService';
import { createProjectService } from './projectService';
import { createRetirementService } from './retirementService';

/** What the market is built from (a subset of the server's services). */
export interface MarketDeps {
  db: Db;
  write: UnitOfWork;
  ledger: Ledger;
  limits: BusinessConfig;
}

/**
 * The market: projects, orders and presales, carbon credits and their sale. Besides what the
 * routes call, it offers the operator's work to the admin surface, the demo scheduler and seed
 * data: `createProject`, `setProjectStatus`, `setPresaleFinal`, `forfeitOverdueBookings`,
 * `settleDueSales`, `settleSale` and `listDue`.
 */
export function createMarketService(deps: MarketDeps) {
  const { db } = deps;
  const viewerOf = createViewerReader(db);
  const projects = createProjectService({ ...deps, viewerOf });
  const presales = createPresaleService({ ...deps, viewerOf, projects });
  const orders = createOrderService({
    ...deps,
    viewerOf,
    projects,
    forfeitOverdue: presales.forfeitOverdue,
  });
  const credits = createCreditService({ ...deps, viewerOf, projects });
  const retirements = createRetirementService({ ...deps, viewerOf, projects });

  const overdue = db.prepare<
    [string],
    { id: number; order_no: string; member_id: number; final_payment_deadline: string }
  >(
    `SELECT id, order_no, member_id, final_payment_deadline FROM orders
      WHERE status = 'pending_final_payment' AND forfeited_at IS NULL AND final_payment_deadline <= ?
      ORDER BY final_payment_deadline, id`,
  );
  const salesDue = db.prepare<
    [string],
    { id: number; sale_no: string; member_id: number; proceeds_cents: number; payout_at: string }
  >(
    `SELECT id, sale_no, member_id, proceeds_cents, payout_at FROM sales
      WHERE status = 'pending' AND payout_at <= ? ORDER BY payout_at, id`,
  );
  const nextDue = db
    .prepare<[string, string], string | null>(
      `SELECT MIN(at) FROM (
         SELECT MIN(final_payment_deadline) AS at FROM orders
          WHERE status = 'pending_final_payment' AND forfeited_at IS NULL AND final_payment_deadline > ?
         UNION ALL
         SELECT MIN(payout_at) AS at FROM sales WHERE status = 'pending' AND payout_at > ?)`,
    )
    .pluck();

  return {
    projects,
    orders,
    presales,
    credits,
    retirements,

    /** Creates a project (admin surface, seed data). */
    createProject: projects.createProject,
    /** Moves a project along its life cycle, as `canTransition` allows. */
    setProjectStatus: projects.setProjectStatus,
    /** Sets a presale's final unit price and tons; returns how many bookings now owe their final payment. */
    setPresaleFinal: presales.setPresaleFinal,
    /** Forfeits every booking past its final payment deadline; returns how many. */
    forfeitOverdueBookings: (now: Date) => presales.forfeitOverdue(now),
    /** Moves the proceeds of every sale due from pending to available; returns how many. */
    settleDueSales: credits.settleDueSales,
    /** Settles one pending sale now, before its payout date if need be; returns the sale. */
    settleSale: credits.settleSale,

    /** What is due now (overdue bookings, sales to settle) and the next instant something falls due. */
    listDue(now: Date): z.input<typeof marketDueWire> {
      const at = now.toISOString();
      return {
        bookingsOverdue: overdue.all(at).map((row) => ({
          orderId: row.id,
          orderNo: row.order_no,
          memberId: row.member_id,
          finalPaymentDeadline: row.final_payment_deadline,
        })),
        salesDue: salesDue.all(at).map((row) => ({
          saleId: row.id,
          saleNo: row.sale_no,
          memberId: row.member_id,
          proceeds: fromCents(row.proceeds_cents).toString(),
          payoutAt: row.payout_at,
        })),
        nextDueAt: nextDue.get(at, at) ?? null,
      };
    },
  };
}
