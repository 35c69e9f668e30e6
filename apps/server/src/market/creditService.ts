import { selectPage } from '../db/selectPage';
import type { z } from 'zod';
import type { Data } from '../db/data';
import {
  currentUnitPrice,
  fromMilliTons,
  isSaleDue,
  quoteSale,
  referenceNumber,
  saleProceeds,
  toCents,
  toMilliTons,
} from '@carbonmarket/domain';
import type { BusinessConfig, CreditKind, SaleStatus, Tons } from '@carbonmarket/domain';
import type { Lang, holdingDetailWire, holdingWire } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { Ledger } from '../ledger/ledger';
import type { UnitOfWork, WriteScope } from '../ledger/unitOfWork';
import { carbonFacts, pricedProject, saleToWire, salesWithProject } from './marketRows';
import type { ProjectRow, SaleRow } from './marketRows';
import type { ViewerReader } from './marketViewer';
import type { ProjectService } from './projectService';

type HoldingWire = z.input<typeof holdingWire>;

/** A holding's id, stable per member: 2 x project id, plus 1 for presale credits. */
const holdingId = (projectId: number, kind: CreditKind) =>
  projectId * 2 + (kind === 'presale' ? 1 : 0);

/**
 * Carbon credits held, and selling them: tons leave the holding at once and the proceeds wait in
 * the pending balance until their payout date, when the settlement moves them to available.
 * Sold tons do not return to the project's stock (the operator buys them back).
 */
export function createCreditService(deps: {
  data: Data;
  write: UnitOfWork;
  ledger: Ledger;
  limits: BusinessConfig;
  viewerOf: ViewerReader;
  projects: ProjectService;
}) {
  const { data, write, ledger, limits, viewerOf, projects } = deps;

  const saleById = (lang: Lang, id: number) =>
    salesWithProject(data.q(), lang).where('s.id', '=', id).executeTakeFirst();
  const pendingSales = (now: Date) =>
    salesWithProject(data.q(), 'en')
      .where('s.status', '=', 'pending')
      .where('s.payout_at', '<=', now.toISOString())
      .orderBy('s.id')
      .execute();

  /**
   * Moves a pending sale's proceeds from pending to available, inside the caller's write; false
   * when the sale is no longer pending (settled by another write first), and then nothing moves.
   */
  const settleOne = async (scope: WriteScope, sale: SaleRow, now: Date): Promise<boolean> => {
    // The status check and its change are one statement: a sale is settled once.
    const settled = await data
      .q()
      .updateTable('sales')
      .set({ status: 'settled', settled_at: now.toISOString() })
      .where('id', '=', sale.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(settled.numUpdatedRows) !== 1) return false;
    scope.toConsole({ queue: 'sales', id: Number(sale.id), status: 'settled' });
    const cents = BigInt(sale.proceeds_cents);
    await scope.postMoney({
      memberId: sale.member_id,
      balance: 'pending',
      cents: -cents,
      type: 'sale_settled',
      reference: sale.sale_no,
    });
    await scope.postMoney({
      memberId: sale.member_id,
      balance: 'available',
      cents,
      type: 'sale_settled',
      reference: sale.sale_no,
    });
    return true;
  };

  const holdingView = (project: ProjectRow, kind: CreditKind, milli: bigint): HoldingWire => {
    const price = currentUnitPrice(pricedProject(project));
    const amount = fromMilliTons(milli);
    return {
      id: holdingId(project.id, kind),
      projectId: project.id,
      projectName: project.name,
      projectImageUrl: project.image_url,
      kind,
      tons: amount.toString(),
      unitPrice: price.toString(),
      // What the tons would fetch if sold now: the payout rule, rounded down to the cent.
      value: saleProceeds(price, amount).toString(),
      detail: { offsettedAmount: amount.toString(), ...carbonFacts(project) },
    };
  };

  return {
    /** The member's holdings with tons, split into normal and presale, their projects' texts in `lang`. */
    async holdings(memberId: number, lang: Lang = 'en') {
      const rows = await data
        .q()
        .selectFrom('holdings as h')
        .innerJoin('projects as p', 'p.id', 'h.project_id')
        .selectAll('p')
        .select(['h.kind as kind', 'h.milli_tons as milli_tons'])
        .where('h.member_id', '=', memberId)
        .where('h.milli_tons', '>', 0)
        .orderBy('h.project_id', 'desc')
        .orderBy('h.kind')
        .execute();
      const view = async (kind: CreditKind) => {
        const views: HoldingWire[] = [];
        for (const row of rows.filter((held) => held.kind === kind))
          views.push(holdingView(await projects.localise(row, lang), kind, BigInt(row.milli_tons)));
        return views;
      };
      return {
        totals: (await ledger.balances(memberId)).data.credits,
        normal: await view('normal'),
        presale: await view('presale'),
      };
    },

    /**
     * One holding (even once emptied), whether it may be sold now, and its latest changes; its
     * project's texts in `lang`.
     */
    async holdingDetail(
      memberId: number,
      projectId: number,
      kind: CreditKind,
      now: Date,
      lang: Lang = 'en',
    ): Promise<z.input<typeof holdingDetailWire>> {
      const project = await projects.localise(await projects.row(projectId), lang);
      const holding = await data
        .q()
        .selectFrom('holdings')
        .select('member_id')
        .where('member_id', '=', memberId)
        .where('project_id', '=', projectId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      if (!holding) throw new ApiError('NOT_FOUND');
      const milli = await ledger.holding(memberId, projectId, kind);
      const records = await data
        .q()
        .selectFrom('credit_records')
        .select(['id', 'type', 'milli_tons', 'milli_tons_after', 'reference', 'created_at'])
        .where('member_id', '=', memberId)
        .where('project_id', '=', projectId)
        .where('kind', '=', kind)
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      const quote = quoteSale({
        viewer: await viewerOf(memberId, now),
        kind,
        quantity: fromMilliTons(milli),
        held: fromMilliTons(milli),
        unitPrice: currentUnitPrice(pricedProject(project)),
        presaleSellMinLevel: limits.membership.presaleSellMinLevel,
        payoutWorkingDays: limits.sale.payoutWorkingDays,
        now,
      });
      // An emptied holding has nothing to sell: say so rather than ask for a quantity.
      const reason = quote.ok
        ? null
        : quote.reason === 'SELL_QUANTITY_INVALID'
          ? 'INSUFFICIENT_CARBON_BALANCE'
          : quote.reason;
      return {
        ...holdingView(project, kind, milli),
        sell: {
          allowed: quote.ok,
          reason,
          ...(!quote.ok && reason === quote.reason && quote.params
            ? { reasonParams: quote.params }
            : {}),
          payoutWorkingDays: limits.sale.payoutWorkingDays,
        },
        records: records.map((row) => ({
          id: row.id,
          type: row.type,
          direction: row.milli_tons < 0 ? 'out' : 'in',
          tons: fromMilliTons(Math.abs(row.milli_tons)).toString(),
          tonsAfter: fromMilliTons(row.milli_tons_after).toString(),
          reference: row.reference,
          createdAt: row.created_at,
        })),
      };
    },

    /**
     * Sells held tons at the project's current unit price, in one write: the tons leave the
     * holding (never below zero), the proceeds enter the pending balance with a payout date
     * `payoutWorkingDays` working days away, and the sale is recorded.
     */
    async sell(
      memberId: number,
      input: { projectId: number; kind: CreditKind; quantity: Tons; lang?: Lang },
      now: Date,
    ) {
      // The request holds the member's row lock: the holding read here is the one the sale takes
      // from (and the ledger refuses to take it below zero).
      const saleId = await write(now, async (scope) => {
        const project = await projects.row(input.projectId);
        const unitPrice = currentUnitPrice(pricedProject(project));
        const quote = quoteSale({
          viewer: await viewerOf(memberId, now),
          kind: input.kind,
          quantity: input.quantity,
          held: fromMilliTons(await ledger.holding(memberId, input.projectId, input.kind)),
          unitPrice,
          presaleSellMinLevel: limits.membership.presaleSellMinLevel,
          payoutWorkingDays: limits.sale.payoutWorkingDays,
          now,
        });
        if (!quote.ok) throw new ApiError(quote.reason, quote.params);
        const id = await data.nextId('sales');
        const saleNo = referenceNumber('SL', id, now);
        const milli = toMilliTons(input.quantity);
        const proceeds = toCents(quote.proceeds);
        await data
          .q()
          .insertInto('sales')
          .values({
            id,
            sale_no: saleNo,
            member_id: memberId,
            project_id: input.projectId,
            kind: input.kind,
            milli_tons: milli,
            unit_price_cents: toCents(unitPrice),
            proceeds_cents: proceeds,
            status: 'pending',
            payout_at: quote.payoutAt.toISOString(),
            created_at: now.toISOString(),
          })
          .execute();
        scope.toConsole({ queue: 'sales', id, status: 'pending' });
        await scope.postTons({
          memberId,
          projectId: input.projectId,
          kind: input.kind,
          milliTons: -milli,
          type: 'sale',
          reference: saleNo,
        });
        await scope.postMoney({
          memberId,
          balance: 'pending',
          cents: proceeds,
          type: 'sale',
          reference: saleNo,
        });
        return id;
      });
      // The sale as its reply gives it: the project named in the seller's language.
      const sale = await saleById(input.lang ?? 'en', saleId);
      if (!sale) throw new Error(`sale ${saleId} vanished`);
      return { sale: saleToWire(sale), balances: (await ledger.balances(memberId)).data };
    },

    /** The member's sales, newest first, optionally of one status, their projects' names in `lang`. */
    async sales(
      memberId: number,
      query: { page: number; pageSize: number; status?: SaleStatus | undefined; lang: Lang },
    ) {
      let list = salesWithProject(data.q(), query.lang).where('s.member_id', '=', memberId);
      if (query.status) list = list.where('s.status', '=', query.status);
      return selectPage(data.q(), list, (l) => l.orderBy('s.id', 'desc'), query, saleToWire);
    },

    /**
     * Every member's pending sales, the earliest payout first (the operator's queue), each with
     * whose it is and its project's name in `lang`.
     */
    async pendingSalesQueue(query: { page: number; pageSize: number; lang: Lang }) {
      const list = salesWithProject(data.q(), query.lang).where('s.status', '=', 'pending');
      return selectPage(
        data.q(),
        list,
        (l) => l.orderBy('s.payout_at').orderBy('s.id'),
        query,
        (row) => ({ ...saleToWire(row), memberId: row.member_id }),
      );
    },

    /**
     * Settles every sale whose payout date has come: its proceeds leave pending and enter
     * available (a `sale_settled` record on each). Returns how many.
     */
    async settleDueSales(now: Date): Promise<number> {
      if ((await pendingSales(now)).length === 0) return 0;
      return write(now, async (scope) => {
        let settled = 0;
        for (const sale of await pendingSales(now)) {
          if (!isSaleDue({ status: sale.status, payoutAt: new Date(sale.payout_at) }, now))
            continue;
          if (await settleOne(scope, sale, now)) settled += 1;
        }
        return settled;
      });
    },

    /**
     * Settles one pending sale now, on or before its payout date (the operator has paid it), as
     * the payout date would. A settled sale stays as it is (`STATUS_CHANGE_NOT_ALLOWED`).
     */
    async settleSale(id: number, now: Date) {
      await write(now, async (scope) => {
        const sale = await saleById('en', id);
        if (!sale) throw new ApiError('NOT_FOUND');
        if (sale.status !== 'pending' || !(await settleOne(scope, sale, now)))
          throw new ApiError('STATUS_CHANGE_NOT_ALLOWED');
      });
      const sale = await saleById('en', id);
      if (!sale) throw new Error(`sale ${id} vanished`);
      return saleToWire(sale);
    },
  };
}
