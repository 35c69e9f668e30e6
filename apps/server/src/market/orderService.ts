import { selectPage } from '../db/selectPage';
import type { z } from 'zod';
import type { Database as Db } from 'better-sqlite3';
import {
  ORDER_TRANSITIONS,
  PROJECT_TRANSITIONS,
  canTransition,
  fromCents,
  fromMilliTons,
  projectProgress,
  quoteOrder,
  referenceNumber,
  toCents,
  toMilliTons,
} from '@carbonmarket/domain';
import type { BusinessConfig, OrderKind, OrderStatus, Tons } from '@carbonmarket/domain';
import type { Lang, orderResultWire, orderWire } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { Ledger } from '../ledger/ledger';
import type { UnitOfWork } from '../ledger/unitOfWork';
import { ORDER_COLUMNS, orderProject, orderToWire } from './marketRows';
import type { OrderRow } from './marketRows';
import type { ViewerReader } from './marketViewer';
import type { ProjectService } from './projectService';
import { createOrderCounter } from './orderCounter';

type OrderWire = z.input<typeof orderWire>;
type OrderResult = z.input<typeof orderResultWire>;

/** What an order asks for; the reply names the project in `lang` (English when absent). */
interface OrderInput {
  projectId: number;
  quantity: Tons;
  lang?: Lang;
}

/** What the presale rules add before orders are read: overdue bookings are forfeited first. */
export type ForfeitOverdue = (now: Date, only?: { memberId?: number; orderId?: number }) => number;

/** Spot purchases and presale bookings, and the member's order list. */
export function createOrderService(deps: {
  db: Db;
  write: UnitOfWork;
  ledger: Ledger;
  limits: BusinessConfig;
  viewerOf: ViewerReader;
  projects: ProjectService;
  forfeitOverdue: ForfeitOverdue;
}) {
  const { db, write, ledger, limits, viewerOf, projects, forfeitOverdue } = deps;
  const orderCounter = createOrderCounter(db);
  const nextId = db.prepare<[], number>('SELECT COALESCE(MAX(id), 0) + 1 FROM orders').pluck();
  const takeTons = db.prepare(
    'UPDATE projects SET remaining_milli_tons = remaining_milli_tons - ?, updated_at = ? WHERE id = ? AND remaining_milli_tons >= ?',
  );
  const setProjectStatus = db.prepare(
    'UPDATE projects SET status = ?, updated_at = ? WHERE id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO orders (id, order_no, member_id, project_id, kind, status, unit_price_cents,
       milli_tons, total_cents, booking_fee_cents, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ownOrder = db.prepare<[Lang, number, number], OrderRow>(
    `SELECT ${ORDER_COLUMNS} WHERE o.id = ? AND o.member_id = ?`,
  );

  /** One of the member's orders, its project's name in `lang`. */
  const find = (memberId: number, orderId: number, lang: Lang = 'en'): OrderRow => {
    const row = ownOrder.get(lang, orderId, memberId);
    if (!row) throw new ApiError('NOT_FOUND');
    return row;
  };

  /** The order (its project named in `lang`) and the wallet after it, as order endpoints answer. */
  const result = (memberId: number, orderId: number, lang: Lang = 'en'): OrderResult => ({
    order: orderToWire(find(memberId, orderId, lang)),
    balances: ledger.balances(memberId).data,
  });

  /**
   * Places an order in one write: judged by the domain rules on what is read inside the
   * transaction, then the tons leave the project (never below zero: a project in progress whose
   * stock runs out becomes full), the money leaves the available balance, the order is recorded
   * and (purchases) the tons reach the normal holding.
   */
  const place = (kind: OrderKind, memberId: number, projectId: number, quantity: Tons, now: Date) =>
    write(now, (scope) => {
      const project = projects.row(projectId);
      const rules = orderProject(project);
      const quote = quoteOrder(kind, {
        viewer: viewerOf(memberId, now),
        project: rules,
        quantity,
        counts: orderCounter.count(memberId, projectId, now),
        limits: limits.purchase,
        available: fromCents(ledger.wallet(memberId).available),
        now,
      });
      if (!quote.ok) throw new ApiError(quote.reason, quote.params);
      const status: OrderStatus = kind === 'purchase' ? 'completed' : 'applying';
      // A purchase is paid and delivered in this transaction: it passes from applying to
      // completed at once. A booking rests in applying until the final price is set.
      if (kind === 'purchase' && !canTransition(ORDER_TRANSITIONS, 'applying', status))
        throw new ApiError('OPERATION_FAILED');
      const milli = toMilliTons(quantity);
      const at = now.toISOString();
      if (takeTons.run(milli, at, projectId, milli).changes !== 1)
        throw new ApiError('INSUFFICIENT_REMAINING_TONS');
      const remaining = BigInt(project.remaining_milli_tons) - milli;
      const becomesFull =
        remaining === 0n && canTransition(PROJECT_TRANSITIONS, project.status, 'full');
      if (becomesFull) setProjectStatus.run('full', at, projectId);
      // Every open page that shows the project follows its stock.
      const remainingTons = fromMilliTons(remaining);
      scope.broadcast({
        type: 'project',
        data: {
          projectId,
          status: becomesFull ? 'full' : project.status,
          remainingTons: remainingTons.toString(),
          progress: projectProgress(
            fromMilliTons(BigInt(project.quantity_milli_tons)),
            remainingTons,
          ),
        },
      });
      const id = nextId.get() ?? 1;
      const orderNo = referenceNumber('CM', id, now);
      insert.run(
        id,
        orderNo,
        memberId,
        projectId,
        kind,
        status,
        toCents(rules.unitPrice),
        milli,
        toCents(quote.total),
        kind === 'presale' ? toCents(quote.charge) : null,
        at,
        at,
      );
      orderCounter.record(memberId, projectId, now);
      scope.postMoney({
        memberId,
        balance: 'available',
        cents: -toCents(quote.charge),
        type: kind === 'purchase' ? 'purchase' : 'booking_fee',
        reference: orderNo,
      });
      if (kind === 'purchase')
        scope.postTons({
          memberId,
          projectId,
          kind: 'normal',
          milliTons: milli,
          type: 'purchase',
          reference: orderNo,
        });
      scope.push(memberId, { type: 'order', data: { orderId: id, status } });
      return id;
    });

  return {
    /** Buys whole tons of a project in progress. */
    buy(memberId: number, input: OrderInput, now: Date): OrderResult {
      const id = place('purchase', memberId, input.projectId, input.quantity, now);
      return result(memberId, id, input.lang);
    },

    /** Books whole tons of a presale, paying the booking fee. */
    book(memberId: number, input: OrderInput, now: Date): OrderResult {
      const id = place('presale', memberId, input.projectId, input.quantity, now);
      return result(memberId, id, input.lang);
    },

    /**
     * The member's orders, newest first, their projects' names in `lang`; overdue bookings are
     * forfeited first.
     */
    list(
      memberId: number,
      query: {
        page: number;
        pageSize: number;
        status?: OrderStatus | undefined;
        kind?: OrderKind | undefined;
        lang: Lang;
      },
      now: Date,
    ) {
      forfeitOverdue(now, { memberId });
      const filters = ['o.member_id = ?'];
      // The project names' language first: ORDER_COLUMNS' own parameter.
      const args: unknown[] = [query.lang, memberId];
      if (query.status) {
        filters.push('o.status = ?');
        args.push(query.status);
      }
      if (query.kind) {
        filters.push('o.kind = ?');
        args.push(query.kind);
      }
      const where = `WHERE ${filters.join(' AND ')}`;
      return selectPage(
        db,
        { select: `SELECT ${ORDER_COLUMNS} ${where}`, orderBy: 'o.id DESC', params: args },
        query,
        orderToWire,
      );
    },

    /** One of the member's orders, its project's name in `lang`; an overdue booking is forfeited first. */
    detail(memberId: number, orderId: number, now: Date, lang: Lang = 'en'): OrderWire {
      forfeitOverdue(now, { memberId, orderId });
      return orderToWire(find(memberId, orderId, lang));
    },

    /** The order and the wallet after it. */
    result,
    find,
  };
}
