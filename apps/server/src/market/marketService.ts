import type { z } from 'zod';
import type { NotNull } from 'kysely';
import type { Data } from '../db/data';
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
  data: Data;
  write: UnitOfWork;
  ledger: Ledger;
  limits: BusinessConfig;
}

/**
 * The market: projects, orders and presales, carbon credits and their sale. Besides what the
 * routes call, it offers the operator's work to the admin surface, the demo scheduler and seed
 * data: `createProject`, `updateProject`, `setProjectStatus`, `setPresaleFinal`, `forfeitOverdueBookings`,
 * `settleDueSales`, `settleSale` and `listDue`.
 */
export function createMarketService(deps: MarketDeps) {
  const { data } = deps;
  const viewerOf = createViewerReader(data);
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

  const overdue = (at: string) =>
    data
      .q()
      .selectFrom('orders')
      .select(['id', 'order_no', 'member_id', 'final_payment_deadline'])
      .where('status', '=', 'pending_final_payment')
      .where('forfeited_at', 'is', null)
      .where('final_payment_deadline', '<=', at)
      .$narrowType<{ final_payment_deadline: NotNull }>()
      .orderBy('final_payment_deadline')
      .orderBy('id')
      .execute();
  const salesDue = (at: string) =>
    data
      .q()
      .selectFrom('sales')
      .select(['id', 'sale_no', 'member_id', 'proceeds_cents', 'payout_at'])
      .where('status', '=', 'pending')
      .where('payout_at', '<=', at)
      .orderBy('payout_at')
      .orderBy('id')
      .execute();
  /** The next instant a booking or a sale falls due after `at`, or null. */
  const nextDue = async (at: string): Promise<string | null> => {
    const booking = await data
      .q()
      .selectFrom('orders')
      .select((eb) => eb.fn.min('final_payment_deadline').as('at'))
      .where('status', '=', 'pending_final_payment')
      .where('forfeited_at', 'is', null)
      .where('final_payment_deadline', '>', at)
      .executeTakeFirst();
    const sale = await data
      .q()
      .selectFrom('sales')
      .select((eb) => eb.fn.min('payout_at').as('at'))
      .where('status', '=', 'pending')
      .where('payout_at', '>', at)
      .executeTakeFirst();
    // ISO instants compare in time order as text.
    const instants = [booking?.at, sale?.at].filter((x): x is string => typeof x === 'string');
    return instants.length === 0 ? null : (instants.sort()[0] ?? null);
  };

  return {
    projects,
    orders,
    presales,
    credits,
    retirements,

    /** Creates a project (admin surface, seed data). */
    createProject: projects.createProject,
    /** Replaces a project's description; its status, tons and presale terms are untouched. */
    updateProject: projects.updateProject,
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
    async listDue(now: Date): Promise<z.input<typeof marketDueWire>> {
      const at = now.toISOString();
      return {
        bookingsOverdue: (await overdue(at)).map((row) => ({
          orderId: row.id,
          orderNo: row.order_no,
          memberId: row.member_id,
          finalPaymentDeadline: row.final_payment_deadline,
        })),
        salesDue: (await salesDue(at)).map((row) => ({
          saleId: row.id,
          saleNo: row.sale_no,
          memberId: row.member_id,
          proceeds: fromCents(row.proceeds_cents).toString(),
          payoutAt: row.payout_at,
        })),
        nextDueAt: await nextDue(at),
      };
    },
  };
}
