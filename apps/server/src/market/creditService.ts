import { selectPage } from '../db/selectPage';
import type { z } from 'zod';
import type { Database as Db } from 'better-sqlite3';
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
import type {
  BusinessConfig,
  CreditKind,
  CreditRecordType,
  SaleStatus,
  Tons,
} from '@carbonmarket/domain';
import type { Lang, holdingDetailWire, holdingWire } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { Ledger } from '../ledger/ledger';
import type { UnitOfWork, WriteScope } from '../ledger/unitOfWork';
import { SALE_COLUMNS, carbonFacts, pricedProject, saleToWire } from './marketRows';
import type { ProjectRow, SaleRow } from './marketRows';
import type { ViewerReader } from './marketViewer';
import type { ProjectService } from './projectService';

type HoldingWire = z.input<typeof holdingWire>;

interface HoldingRow {
  kind: CreditKind;
  milli_tons: number;
}

interface CreditRecordRow {
  id: number;
  type: CreditRecordType;
  milli_tons: number;
  milli_tons_after: number;
  reference: string;
  created_at: string;
}

/** A holding's id, stable per member: 2 x project id, plus 1 for presale credits. */
const holdingId = (projectId: number, kind: CreditKind) =>
  projectId * 2 + (kind === 'presale' ? 1 : 0);

/**
 * Carbon credits held, and selling them: tons leave the holding at once and the proceeds wait in
 * the pending balance until their payout date, when the settlement moves them to available.
 * Sold tons do not return to the project's stock (the operator buys them back).
 */
export function createCreditService(deps: {
  db: Db;
  write: UnitOfWork;
  ledger: Ledger;
  limits: BusinessConfig;
  viewerOf: ViewerReader;
  projects: ProjectService;
}) {
  const { db, write, ledger, limits, viewerOf, projects } = deps;
  const held = db.prepare<[number], HoldingRow & ProjectRow>(
    `SELECT p.*, h.kind AS kind, h.milli_tons AS milli_tons FROM holdings h
       JOIN projects p ON p.id = h.project_id
      WHERE h.member_id = ? AND h.milli_tons > 0 ORDER BY h.project_id DESC`,
  );
  const records = db.prepare<[number, number, string], CreditRecordRow>(
    `SELECT id, type, milli_tons, milli_tons_after, reference, created_at FROM credit_records
      WHERE member_id = ? AND project_id = ? AND kind = ? ORDER BY id DESC LIMIT 50`,
  );
  const holdingExists = db
    .prepare<[number, number, string], number>(
      'SELECT COUNT(*) FROM holdings WHERE member_id = ? AND project_id = ? AND kind = ?',
    )
    .pluck();
  const nextSaleId = db.prepare<[], number>('SELECT COALESCE(MAX(id), 0) + 1 FROM sales').pluck();
  const insertSale = db.prepare(
    `INSERT INTO sales (id, sale_no, member_id, project_id, kind, milli_tons, unit_price_cents,
       proceeds_cents, status, payout_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
  );
  const saleById = db.prepare<[Lang, number], SaleRow>(`SELECT ${SALE_COLUMNS} WHERE s.id = ?`);
  const pendingSales = db.prepare<[Lang, string], SaleRow>(
    `SELECT ${SALE_COLUMNS} WHERE s.status = 'pending' AND s.payout_at <= ? ORDER BY s.id`,
  );
  const settle = db.prepare(
    "UPDATE sales SET status = 'settled', settled_at = ? WHERE id = ? AND status = 'pending'",
  );

  /** Moves a pending sale's proceeds from pending to available, inside the caller's write. */
  const settleOne = (scope: WriteScope, sale: SaleRow, now: Date) => {
    const cents = BigInt(sale.proceeds_cents);
    scope.postMoney({
      memberId: sale.member_id,
      balance: 'pending',
      cents: -cents,
      type: 'sale_settled',
      reference: sale.sale_no,
    });
    scope.postMoney({
      memberId: sale.member_id,
      balance: 'available',
      cents,
      type: 'sale_settled',
      reference: sale.sale_no,
    });
    settle.run(now.toISOString(), sale.id);
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
    holdings(memberId: number, lang: Lang = 'en') {
      const rows = held.all(memberId);
      const view = (kind: CreditKind) =>
        rows
          .filter((row) => row.kind === kind)
          .map((row) => holdingView(projects.localise(row, lang), kind, BigInt(row.milli_tons)));
      return {
        totals: ledger.balances(memberId).data.credits,
        normal: view('normal'),
        presale: view('presale'),
      };
    },

    /**
     * One holding (even once emptied), whether it may be sold now, and its latest changes; its
     * project's texts in `lang`.
     */
    holdingDetail(
      memberId: number,
      projectId: number,
      kind: CreditKind,
      now: Date,
      lang: Lang = 'en',
    ): z.input<typeof holdingDetailWire> {
      const project = projects.localise(projects.row(projectId), lang);
      if ((holdingExists.get(memberId, projectId, kind) ?? 0) === 0)
        throw new ApiError('NOT_FOUND');
      const milli = ledger.holding(memberId, projectId, kind);
      const quote = quoteSale({
        viewer: viewerOf(memberId, now),
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
        records: records.all(memberId, projectId, kind).map((row) => ({
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
    sell(
      memberId: number,
      input: { projectId: number; kind: CreditKind; quantity: Tons; lang?: Lang },
      now: Date,
    ) {
      const saleId = write(now, (scope) => {
        const project = projects.row(input.projectId);
        const unitPrice = currentUnitPrice(pricedProject(project));
        const quote = quoteSale({
          viewer: viewerOf(memberId, now),
          kind: input.kind,
          quantity: input.quantity,
          held: fromMilliTons(ledger.holding(memberId, input.projectId, input.kind)),
          unitPrice,
          presaleSellMinLevel: limits.membership.presaleSellMinLevel,
          payoutWorkingDays: limits.sale.payoutWorkingDays,
          now,
        });
        if (!quote.ok) throw new ApiError(quote.reason, quote.params);
        const id = nextSaleId.get() ?? 1;
        const saleNo = referenceNumber('SL', id, now);
        const milli = toMilliTons(input.quantity);
        const proceeds = toCents(quote.proceeds);
        insertSale.run(
          id,
          saleNo,
          memberId,
          input.projectId,
          input.kind,
          milli,
          toCents(unitPrice),
          proceeds,
          quote.payoutAt.toISOString(),
          now.toISOString(),
        );
        scope.postTons({
          memberId,
          projectId: input.projectId,
          kind: input.kind,
          milliTons: -milli,
          type: 'sale',
          reference: saleNo,
        });
        scope.postMoney({
          memberId,
          balance: 'pending',
          cents: proceeds,
          type: 'sale',
          reference: saleNo,
        });
        return id;
      });
      // The sale as its reply gives it: the project named in the seller's language.
      const sale = saleById.get(input.lang ?? 'en', saleId);
      if (!sale) throw new Error(`sale ${saleId} vanished`);
      return { sale: saleToWire(sale), balances: ledger.balances(memberId).data };
    },

    /** The member's sales, newest first, optionally of one status, their projects' names in `lang`. */
    sales(
      memberId: number,
      query: { page: number; pageSize: number; status?: SaleStatus | undefined; lang: Lang },
    ) {
      const where = query.status
        ? 'WHERE s.member_id = ? AND s.status = ?'
        : 'WHERE s.member_id = ?';
      // The project names' language first: SALE_COLUMNS' own parameter.
      const args: unknown[] = [query.lang, memberId, ...(query.status ? [query.status] : [])];
      return selectPage(
        db,
        { select: `SELECT ${SALE_COLUMNS} ${where}`, orderBy: 's.id DESC', params: args },
        query,
        saleToWire,
      );
    },

    /**
     * Settles every sale whose payout date has come: its proceeds leave pending and enter
     * available (a `sale_settled` record on each). Returns how many.
     */
    settleDueSales(now: Date): number {
      if (pendingSales.all('en', now.toISOString()).length === 0) return 0;
      return write(now, (scope) => {
        let settled = 0;
        for (const sale of pendingSales.all('en', now.toISOString())) {
          if (!isSaleDue({ status: sale.status, payoutAt: new Date(sale.payout_at) }, now))
            continue;
          settleOne(scope, sale, now);
          settled += 1;
        }
        return settled;
      });
    },

    /**
     * Settles one pending sale now, on or before its payout date (the operator has paid it), as
     * the payout date would. A settled sale stays as it is (`STATUS_CHANGE_NOT_ALLOWED`).
     */
    settleSale(id: number, now: Date) {
      write(now, (scope) => {
        const sale = saleById.get('en', id);
        if (!sale) throw new ApiError('NOT_FOUND');
        if (sale.status !== 'pending') throw new ApiError('STATUS_CHANGE_NOT_ALLOWED');
        settleOne(scope, sale, now);
      });
      const sale = saleById.get('en', id);
      if (!sale) throw new Error(`sale ${id} vanished`);
      return saleToWire(sale);
    },
  };
}
