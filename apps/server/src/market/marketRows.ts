import type { z } from 'zod';
import { currentUnitPrice, fromCents, fromMilliTons, projectProgress } from '@carbonmarket/domain';
import type { OrderProject } from '@carbonmarket/domain';
import type { Lang, orderWire, projectWire, saleWire } from '@carbonmarket/domain/contract';
import { sql } from 'kysely';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { OrdersTable, ProjectsTable, SalesTable, Tables } from '../db/tables';
import type { Queries } from '../db/data';

/** A row of `projects`, as the database answers it. */
export type ProjectRow = Selectable<ProjectsTable>;

/** A row of `orders` with its project's name and image. */
export type OrderRow = Selectable<OrdersTable> & {
  project_name: string;
  project_image_url: string | null;
};

/** A row of `sales` with its project's name. */
export type SaleRow = Selectable<SalesTable> & { project_name: string };

/**
 * The project's text in `lang`: none for English, which is the project's own row. Raw SQL because
 * the builder types `t.lang` as the translated languages only, and `lang` may be English.
 */
const inLang = (lang: Lang) => sql<boolean>`t.lang = ${lang}`;

/**
 * The project's name in `lang` as `project_name`, for a read of `projects`: its text in that
 * language, or its own name (English) where it has none.
 */
export const projectNameIn = (lang: Lang) => (eb: ExpressionBuilder<Tables, 'projects'>) =>
  eb.fn
    .coalesce(
      eb
        .selectFrom('project_texts as t')
        .select('t.name')
        .whereRef('t.project_id', '=', 'projects.id')
        .where(inLang(lang)),
      'projects.name',
    )
    .as('project_name');

/**
 * The member-facing orders with their project's name (in `lang`, English where the project has
 * no text in it) and image; add the WHERE and the order.
 */
export const ordersWithProject = (q: Queries, lang: Lang) =>
  q
    .selectFrom('orders as o')
    .innerJoin('projects as p', 'p.id', 'o.project_id')
    .leftJoin('project_texts as t', (join) =>
      join.onRef('t.project_id', '=', 'o.project_id').on(inLang(lang)),
    )
    .selectAll('o')
    .select((eb) => [
      eb.fn.coalesce('t.name', 'p.name').as('project_name'),
      'p.image_url as project_image_url',
    ]);

/** The sales with their project's name in `lang`, as for `ordersWithProject`. */
export const salesWithProject = (q: Queries, lang: Lang) =>
  q
    .selectFrom('sales as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .leftJoin('project_texts as t', (join) =>
      join.onRef('t.project_id', '=', 's.project_id').on(inLang(lang)),
    )
    .selectAll('s')
    .select((eb) => [eb.fn.coalesce('t.name', 'p.name').as('project_name')]);

const centsText = (cents: number) => fromCents(cents).toString();
const tonsText = (milli: number) => fromMilliTons(milli).toString();
const orNull = <T, R>(value: T | null, map: (v: T) => R): R | null =>
  value === null ? null : map(value);
const date = (text: string | null) => (text === null ? null : new Date(text));

/** The price rules' view of a project row. */
export function pricedProject(row: ProjectRow) {
  return {
    unitPrice: fromCents(row.unit_price_cents),
    presale:
      row.booking_fee_percent === null
        ? null
        : { finalUnitPrice: orNull(row.final_unit_price_cents, fromCents) },
  };
}

/** The order rules' view of a project row. */
export function orderProject(row: ProjectRow): OrderProject {
  return {
    status: row.status,
    minLevel: row.min_level,
    unitPrice: currentUnitPrice(pricedProject(row)),
    minTons: fromMilliTons(row.min_milli_tons),
    maxTons: fromMilliTons(row.max_milli_tons),
    remainingTons: fromMilliTons(row.remaining_milli_tons),
    sellingStartsAt: date(row.selling_starts_at),
    sellingEndsAt: date(row.selling_ends_at),
    bookingFeePercent: row.booking_fee_percent,
  };
}

/** The carbon detail of a project's credits. */
export const carbonFacts = (row: ProjectRow) => ({
  vintage: row.vintage,
  verificationAgency: row.verification_agency,
  monitoring: row.monitoring,
  creditType: row.credit_type,
});

/** A project as the contract sends it. */
export function projectToWire(row: ProjectRow): z.input<typeof projectWire> {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    type: row.type,
    standards: JSON.parse(row.standards) as string[],
    status: row.status,
    unitPrice: centsText(row.unit_price_cents),
    currentUnitPrice: currentUnitPrice(pricedProject(row)).toString(),
    quantity: tonsText(row.quantity_milli_tons),
    remainingTons: tonsText(row.remaining_milli_tons),
    minTons: tonsText(row.min_milli_tons),
    maxTons: tonsText(row.max_milli_tons),
    progress: projectProgress(
      fromMilliTons(row.quantity_milli_tons),
      fromMilliTons(row.remaining_milli_tons),
    ),
    introduction: row.introduction,
    factSheetUrl: row.fact_sheet_url,
    minLevel: row.min_level,
    sellingStartsAt: row.selling_starts_at,
    sellingEndsAt: row.selling_ends_at,
    presale:
      row.booking_fee_percent === null || row.expected_milli_tons === null
        ? null
        : {
            bookingFeePercent: row.booking_fee_percent,
            expectedQuantity: tonsText(row.expected_milli_tons),
            finalUnitPrice: orNull(row.final_unit_price_cents, centsText),
            finalTons: orNull(row.final_milli_tons, tonsText),
          },
    imageUrl: row.image_url,
    developer: row.developer,
    carbon: carbonFacts(row),
  };
}

/** An order as the contract sends it. */
export function orderToWire(row: OrderRow): z.input<typeof orderWire> {
  return {
    id: row.id,
    orderNo: row.order_no,
    projectId: row.project_id,
    projectName: row.project_name,
    projectImageUrl: row.project_image_url,
    kind: row.kind,
    status: row.status,
    unitPrice: centsText(row.unit_price_cents),
    quantity: tonsText(row.milli_tons),
    totalAmount: centsText(row.total_cents),
    bookingFee: orNull(row.booking_fee_cents, centsText),
    finalPaymentDeadline: row.final_payment_deadline,
    finalTons: orNull(row.final_milli_tons, tonsText),
    finalUnitPrice: orNull(row.final_unit_price_cents, centsText),
    finalPaymentAmount: orNull(row.final_payment_cents, centsText),
    finalPaidAt: row.final_paid_at,
    forfeited: row.forfeited_at !== null,
    forfeitedAt: row.forfeited_at,
    createdAt: row.created_at,
  };
}

/** A sale as the contract sends it. */
export function saleToWire(row: SaleRow): z.input<typeof saleWire> {
  return {
    id: row.id,
    saleNo: row.sale_no,
    projectId: row.project_id,
    projectName: row.project_name,
    kind: row.kind,
    tons: tonsText(row.milli_tons),
    unitPrice: centsText(row.unit_price_cents),
    proceeds: centsText(row.proceeds_cents),
    status: row.status,
    payoutAt: row.payout_at,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}
