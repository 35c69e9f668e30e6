import { selectPage } from '../db/selectPage';
import type { z } from 'zod';
import {
  PROJECT_TRANSITIONS,
  canTransition,
  orderAccessRefusal,
  projectRegistration,
  toCents,
  toMilliTons,
} from '@carbonmarket/domain';
import type {
  BusinessConfig,
  ListedProjectStatus,
  OrderKind,
  ProjectStatus,
  ProjectType,
  SdgGoal,
} from '@carbonmarket/domain';
import type {
  Lang,
  ProjectEdit,
  ProjectInput,
  factSheetWire,
  projectDetailWire,
  projectViewerWire,
  projectWire,
} from '@carbonmarket/domain/contract';
import type { Data } from '../db/data';
import { ApiError } from '../apiError';
import type { UnitOfWork } from '../ledger/unitOfWork';
import { carbonFacts, orderProject, projectToWire } from './marketRows';
import type { ProjectRow } from './marketRows';
import type { ViewerReader } from './marketViewer';
import { createOrderCounter } from './orderCounter';
import { createProjectTexts } from './projectTexts';
import { projectListRank } from './projectListOrder';

type ProjectWire = z.input<typeof projectWire>;

/** Projects: browsing, the fact sheet, and the operator's life cycle of a project. */
export function createProjectService(deps: {
  data: Data;
  write: UnitOfWork;
  limits: BusinessConfig;
  viewerOf: ViewerReader;
}) {
  const { data, write, limits, viewerOf } = deps;
  const orderCounter = createOrderCounter(data);
  const texts = createProjectTexts(data);

  const project = async (id: number): Promise<ProjectRow> => {
    const row = await data
      .q()
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND');
    return row;
  };

  const goalsOf = async (id: number): Promise<SdgGoal[]> =>
    (
      await data
        .q()
        .selectFrom('project_goals')
        .select('goal')
        .where('project_id', '=', id)
        .orderBy('goal')
        .execute()
    ).map((row) => row.goal);

  /** What the viewer may do with the project now, for the detail screen. */
  const viewerView = async (
    row: ProjectRow,
    memberId: number,
    now: Date,
  ): Promise<z.input<typeof projectViewerWire>> => {
    const kind: OrderKind = row.status === 'presale' ? 'presale' : 'purchase';
    const orderable = row.status === 'presale' || row.status === 'in_progress';
    const counts = await orderCounter.count(memberId, row.id, now);
    const refusal = orderAccessRefusal(
      kind,
      await viewerOf(memberId, now),
      orderProject(row),
      counts,
      limits.purchase,
      now,
    );
    return {
      action: orderable ? kind : null,
      reason: refusal?.reason ?? null,
      ordersThisMonth: counts.thisMonth,
      ordersTotal: counts.total,
      maxPerMonth: limits.purchase.maxPerMonth,
      maxTotal: limits.purchase.maxTotal,
    };
  };

  /** A page of project rows as wires, their texts as a reader of `lang` sees them. */
  const localisedPage = async <P extends { items: ProjectRow[] }>(page: P, lang: Lang) => {
    const items: ProjectWire[] = [];
    for (const row of page.items) items.push(projectToWire(await texts.localise(row, lang)));
    return { ...page, items };
  };

  return {
    /** The raw row, for the other market services. */
    row: project,

    /** A project's row as a reader of `lang` sees it (each text missing there in English). */
    localise: texts.localise,

    /** A project's Chinese texts as stored, for its edit form; NOT_FOUND for no such project. */
    async storedTexts(id: number) {
      await project(id);
      return { cn: await texts.stored(id, 'cn') };
    },

    /**
     * One page of the projects on the market, open ones first and the newest first within a
     * status (the domain's `compareForProjectList`), optionally of one status and of one type: a
     * project pending review is the operator's, never listed.
     */
    async list(query: {
      page: number;
      pageSize: number;
      status?: ListedProjectStatus | undefined;
      type?: ProjectType | undefined;
      lang: Lang;
    }) {
      let list = data.q().selectFrom('projects').selectAll();
      list = query.status
        ? list.where('status', '=', query.status)
        : list.where('status', '<>', 'pending_review');
      if (query.type) list = list.where('type', '=', query.type);
      return localisedPage(
        await selectPage(
          data.q(),
          list,
          (l) => l.orderBy(projectListRank).orderBy('id', 'desc'),
          query,
          (row: ProjectRow) => row,
        ),
        query.lang,
      );
    },

    /**
     * One page of every project, those pending review included, the newest first, optionally of
     * one status: the operator's list.
     */
    async listAll(query: {
      page: number;
      pageSize: number;
      status?: ProjectStatus | undefined;
      lang: Lang;
    }) {
      let list = data.q().selectFrom('projects').selectAll();
      if (query.status) list = list.where('status', '=', query.status);
      return localisedPage(
        await selectPage(
          data.q(),
          list,
          (l) => l.orderBy('id', 'desc'),
          query,
          (row: ProjectRow) => row,
        ),
        query.lang,
      );
    },

    /**
     * One project with where its credits are registered and the UN goals it supports; with a
     * viewer, what they may do with it.
     */
    async detail(
      id: number,
      memberId: number | null,
      now: Date,
      lang: Lang = 'en',
    ): Promise<z.input<typeof projectDetailWire>> {
      const row = await texts.localise(await project(id), lang);
      return {
        ...projectToWire(row),
        registration:
          row.registry === null || row.registry_id === null
            ? null
            : projectRegistration(row.registry, row.registry_id),
        sdgs: await goalsOf(row.id),
        viewer: memberId === null ? null : await viewerView(row, memberId, now),
      };
    },

    /** The certification facts of a project. */
    async factSheet(id: number, lang: Lang = 'en'): Promise<z.input<typeof factSheetWire>> {
      const row = await texts.localise(await project(id), lang);
      return {
        projectId: row.id,
        name: row.name,
        type: row.type,
        standards: JSON.parse(row.standards) as string[],
        location: row.location,
        developer: row.developer,
        documentUrl: row.fact_sheet_url,
        ...carbonFacts(row),
      };
    },

    /**
     * Creates a project. A presale (status presale or reservation waiting, or any project given a
     * presale block) gets the configured booking fee percentage and its quantity as the expected
     * quantity unless the input says otherwise.
     */
    async createProject(input: ProjectInput, now: Date): Promise<ProjectWire> {
      if ((input.status === 'presale' || input.status === 'reservation_waiting') && !input.presale)
        throw new ApiError('OPERATION_FAILED', {}, { presale: 'REQUIRED' });
      if (input.maxTons.decimal.lessThan(input.minTons.decimal))
        throw new ApiError('QUANTITY_INVALID', {}, { maxTons: 'QUANTITY_INVALID' });
      const quantity = toMilliTons(input.quantity);
      const remaining = input.remainingTons ? toMilliTons(input.remainingTons) : quantity;
      if (remaining > quantity)
        throw new ApiError('QUANTITY_INVALID', {}, { remainingTons: 'QUANTITY_INVALID' });
      const presale = input.presale
        ? {
            percent: input.presale.bookingFeePercent ?? limits.presale.bookingFeePercent,
            expected: toMilliTons(input.presale.expectedQuantity ?? input.quantity),
          }
        : null;
      const at = now.toISOString();
      const id = await write(now, async () => {
        const created = await data
          .q()
          .insertInto('projects')
          .values({
            name: input.name,
            location: input.location,
            type: input.type,
            standards: JSON.stringify(input.standards),
            status: input.status,
            unit_price_cents: toCents(input.unitPrice),
            quantity_milli_tons: quantity,
            remaining_milli_tons: remaining,
            min_milli_tons: toMilliTons(input.minTons),
            max_milli_tons: toMilliTons(input.maxTons),
            introduction: input.introduction,
            fact_sheet_url: input.factSheetUrl ?? null,
            image_url: input.imageUrl ?? null,
            min_level: input.minLevel,
            selling_starts_at: input.sellingStartsAt?.toISOString() ?? null,
            selling_ends_at: input.sellingEndsAt?.toISOString() ?? null,
            booking_fee_percent: presale?.percent ?? null,
            expected_milli_tons: presale?.expected ?? null,
            vintage: input.vintage,
            verification_agency: input.verificationAgency,
            monitoring: input.monitoring,
            credit_type: input.creditType,
            developer: input.developer,
            created_at: at,
            updated_at: at,
            registry: input.registration?.registry ?? null,
            registry_id: input.registration?.registryId ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const goal of input.sdgs ?? [])
          await data
            .q()
            .insertInto('project_goals')
            .values({ project_id: created.id, goal })
            .execute();
        if (input.translations) await texts.save(created.id, 'cn', input.translations.cn);
        return created.id;
      });
      return projectToWire(await project(id));
    },

    /**
     * Replaces a project's description (`ProjectEdit`): texts in both languages, picture, fact
     * sheet, type, standards, price, order bounds, lowest level, selling window, carbon facts,
     * registration and goals. Its status, tons and presale terms are not touched.
     */
    async updateProject(input: ProjectEdit, now: Date): Promise<ProjectWire> {
      await write(now, async () => {
        await project(input.id);
        await data
          .q()
          .updateTable('projects')
          .set({
            name: input.name,
            location: input.location,
            type: input.type,
            standards: JSON.stringify(input.standards),
            unit_price_cents: toCents(input.unitPrice),
            min_milli_tons: toMilliTons(input.minTons),
            max_milli_tons: toMilliTons(input.maxTons),
            introduction: input.introduction,
            fact_sheet_url: input.factSheetUrl ?? null,
            image_url: input.imageUrl ?? null,
            min_level: input.minLevel,
            selling_starts_at: input.sellingStartsAt?.toISOString() ?? null,
            selling_ends_at: input.sellingEndsAt?.toISOString() ?? null,
            vintage: input.vintage,
            verification_agency: input.verificationAgency,
            monitoring: input.monitoring,
            credit_type: input.creditType,
            developer: input.developer,
            registry: input.registration?.registry ?? null,
            registry_id: input.registration?.registryId ?? null,
            updated_at: now.toISOString(),
          })
          .where('id', '=', input.id)
          .execute();
        await data.q().deleteFrom('project_goals').where('project_id', '=', input.id).execute();
        for (const goal of input.sdgs ?? [])
          await data
            .q()
            .insertInto('project_goals')
            .values({ project_id: input.id, goal })
            .execute();
        await texts.replace(input.id, 'cn', input.translations?.cn);
      });
      return projectToWire(await project(input.id));
    },

    /** Moves a project to another status when the life cycle allows it. */
    async setProjectStatus(id: number, status: ProjectStatus, now: Date): Promise<ProjectWire> {
      await write(now, async () => {
        const row = await project(id);
        if (!canTransition(PROJECT_TRANSITIONS, row.status, status))
          throw new ApiError('OPERATION_FAILED');
        // Selling again needs something to sell.
        if (status === 'in_progress' && row.remaining_milli_tons === 0)
          throw new ApiError('OPERATION_FAILED');
        // Only a project created with its presale terms (booking fee, expected tons) is booked.
        if (
          (status === 'presale' || status === 'reservation_waiting') &&
          row.booking_fee_percent === null
        )
          throw new ApiError('OPERATION_FAILED');
        // The status read above must be the one changed: the UPDATE checks it again.
        const moved = await data
          .q()
          .updateTable('projects')
          .set({ status, updated_at: now.toISOString() })
          .where('id', '=', id)
          .where('status', '=', row.status)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new ApiError('OPERATION_FAILED');
      });
      return projectToWire(await project(id));
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
