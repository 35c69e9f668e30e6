import { selectPage } from '../db/selectPage';
import type { z } from 'zod';
import type { Data } from '../db/data';
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
import { orderProject, orderToWire, ordersWithProject, projectNameIn } from './marketRows';
import type { OrderRow } from './marketRows';
import type { ViewerReader } from './marketViewer';
import type { ProjectService } from './projectService';
import { createOrderCounter } from './orderCounter';
import { lockedOnPostgres } from '../db/rowLock';

type OrderWire = z.input<typeof orderWire>;
type OrderResult = z.input<typeof orderResultWire>;

/** What an order asks for; the reply names the project in `lang` (English when absent). */
interface OrderInput {
  projectId: number;
  quantity: Tons;
  lang?: Lang;
}

/** What the presale rules add before orders are read: overdue bookings are forfeited first. */
export type ForfeitOverdue = (
  now: Date,
  only?: { memberId?: number; orderId?: number },
) => Promise<number>;

/** Spot purchases and presale bookings, and the member's order list. */
export function createOrderService(deps: {
  data: Data;
  write: UnitOfWork;
  ledger: Ledger;
  limits: BusinessConfig;
  viewerOf: ViewerReader;
  projects: ProjectService;
  forfeitOverdue: ForfeitOverdue;
}) {
  const { data, write, ledger, limits, viewerOf, forfeitOverdue } = deps;
  const orderCounter = createOrderCounter(data);

  /** One of the member's orders, its project's name in `lang`. */
  const find = async (memberId: number, orderId: number, lang: Lang = 'en'): Promise<OrderRow> => {
    const row = await ordersWithProject(data.q(), lang)
      .where('o.id', '=', orderId)
      .where('o.member_id', '=', memberId)
      .executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND');
    return row;
  };

  /** The order (its project named in `lang`) and the wallet after it, as order endpoints answer. */
  const result = async (
    memberId: number,
    orderId: number,
    lang: Lang = 'en',
  ): Promise<OrderResult> => ({
    order: orderToWire(await find(memberId, orderId, lang)),
    balances: (await ledger.balances(memberId)).data,
  });

  /**
   * Places an order in one write: judged by the domain rules on what is read inside the
   * transaction, then the tons leave the project (never below zero: a project in progress whose
   * stock runs out becomes full), the money leaves the available balance, the order is recorded
   * and (purchases) the tons reach the normal holding.
   */
  const place = (
    kind: OrderKind,
    memberId: number,
    { projectId, quantity, lang = 'en' }: OrderInput,
    now: Date,
  ): Promise<OrderResult> =>
    write(now, async (scope) => {
      // Locked on PostgreSQL: what the rules judge (status, stock, final price) holds to the commit.
      const project = await lockedOnPostgres(
        data,
        data
          .q()
          .selectFrom('projects')
          .selectAll('projects')
          .select(projectNameIn(lang))
          .where('id', '=', projectId),
      ).executeTakeFirst();
      if (!project) throw new ApiError('NOT_FOUND');
      const rules = orderProject(project);
      const quote = quoteOrder(kind, {
        viewer: await viewerOf(memberId, now),
        project: rules,
        quantity,
        counts: await orderCounter.count(memberId, projectId, now),
        limits: limits.purchase,
        available: fromCents((await ledger.wallet(memberId)).available),
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
      // The check and the take are one statement: two orders racing for the last tons never both pass.
      const taken = await data
        .q()
        .updateTable('projects')
        .set((eb) => ({
          remaining_milli_tons: eb('remaining_milli_tons', '-', Number(milli)),
          updated_at: at,
        }))
        .where('id', '=', projectId)
        .where('remaining_milli_tons', '>=', Number(milli))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new ApiError('INSUFFICIENT_REMAINING_TONS');
      const remaining = BigInt(project.remaining_milli_tons) - milli;
      const becomesFull =
        remaining === 0n && canTransition(PROJECT_TRANSITIONS, project.status, 'full');
      if (becomesFull)
        await data
          .q()
          .updateTable('projects')
          .set({ status: 'full', updated_at: at })
          .where('id', '=', projectId)
          .execute();
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
      const id = await data.nextId('orders');
      const orderNo = referenceNumber('CM', id, now);
      const order = await data
        .q()
        .insertInto('orders')
        .values({
          id,
          order_no: orderNo,
          member_id: memberId,
          project_id: projectId,
          kind,
          status,
          unit_price_cents: toCents(rules.unitPrice),
          milli_tons: milli,
          total_cents: toCents(quote.total),
          booking_fee_cents: kind === 'presale' ? toCents(quote.charge) : null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await orderCounter.record(memberId, projectId, now);
      await scope.postMoney({
        memberId,
        balance: 'available',
        cents: -toCents(quote.charge),
        type: kind === 'purchase' ? 'purchase' : 'booking_fee',
        reference: orderNo,
      });
      if (kind === 'purchase')
        await scope.postTons({
          memberId,
          projectId,
          kind: 'normal',
          milliTons: milli,
          type: 'purchase',
          reference: orderNo,
        });
      scope.push(memberId, { type: 'order', data: { orderId: id, status } });
      // The reply is made from what was written, and the balances as this transaction leaves them.
      return {
        order: orderToWire({
          ...order,
          project_name: project.project_name,
          project_image_url: project.image_url,
        }),
        balances: (await scope.balances(memberId)).data,
      };
    });

  return {
    /** Buys whole tons of a project in progress. */
    buy(memberId: number, input: OrderInput, now: Date): Promise<OrderResult> {
      return place('purchase', memberId, input, now);
    },

    /** Books whole tons of a presale, paying the booking fee. */
    book(memberId: number, input: OrderInput, now: Date): Promise<OrderResult> {
      return place('presale', memberId, input, now);
    },

    /**
     * The member's orders, newest first, their projects' names in `lang`; overdue bookings are
     * forfeited first.
     */
    async list(
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
      await forfeitOverdue(now, { memberId });
      let list = ordersWithProject(data.q(), query.lang).where('o.member_id', '=', memberId);
      if (query.status) list = list.where('o.status', '=', query.status);
      if (query.kind) list = list.where('o.kind', '=', query.kind);
      return selectPage(data.q(), list, (l) => l.orderBy('o.id', 'desc'), query, orderToWire);
    },

    /** One of the member's orders, its project's name in `lang`; an overdue booking is forfeited first. */
    async detail(
      memberId: number,
      orderId: number,
      now: Date,
      lang: Lang = 'en',
    ): Promise<OrderWire> {
      await forfeitOverdue(now, { memberId, orderId });
      return orderToWire(await find(memberId, orderId, lang));
    },

    /** The order and the wallet after it. */
    result,
    find,
  };
}
