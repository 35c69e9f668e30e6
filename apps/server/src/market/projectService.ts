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
  ProjectInput,
  factSheetWire,
  projectDetailWire,
  projectViewerWire,
  projectWire,
} from '@carbonmarket/domain/contract';
import type { Database as Db } from 'better-sqlite3';
import { ApiError } from '../apiError';
import type { UnitOfWork } from '../ledger/unitOfWork';
import { carbonFacts, orderProject, projectToWire } from './marketRows';
import type { ProjectRow } from './marketRows';
import type { ViewerReader } from './marketViewer';
import { createOrderCounter } from './orderCounter';
import { createProjectTexts } from './projectTexts';
import { PROJECT_LIST_ORDER_BY } from './projectListOrder';

type ProjectWire = z.input<typeof projectWire>;

/** Projects: browsing, the fact sheet, and the operator's life cycle of a project. */
export function createProjectService(deps: {
  db: Db;
  write: UnitOfWork;
  limits: BusinessConfig;
  viewerOf: ViewerReader;
}) {
  const { db, write, limits, viewerOf } = deps;
  const byId = db.prepare<[number], ProjectRow>('SELECT * FROM projects WHERE id = ?');
  const goalsOf = db
    .prepare<[number], SdgGoal>('SELECT goal FROM project_goals WHERE project_id = ? ORDER BY goal')
    .pluck();
  const addGoal = db.prepare<[number, SdgGoal]>(
    'INSERT INTO project_goals (project_id, goal) VALUES (?, ?)',
  );
  const orderCounter = createOrderCounter(db);
  const texts = createProjectTexts(db);

  const project = (id: number): ProjectRow => {
    const row = byId.get(id);
    if (!row) throw new ApiError('NOT_FOUND');
    return row;
  };

  /** What the viewer may do with the project now, for the detail screen. */
  const viewerView = (
    row: ProjectRow,
    memberId: number,
    now: Date,
  ): z.input<typeof projectViewerWire> => {
    const kind: OrderKind = row.status === 'presale' ? 'presale' : 'purchase';
    const orderable = row.status === 'presale' || row.status === 'in_progress';
    const counts = orderCounter.count(memberId, row.id, now);
    const refusal = orderAccessRefusal(
      kind,
      viewerOf(memberId, now),
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

  return {
    /** The raw row, for the other market services. */
    row: project,

    /** A project's row as a reader of `lang` sees it (each text missing there in English). */
    localise: texts.localise,

    /**
     * One page of the projects on the market, open ones first and the newest first within a
     * status (the domain's `compareForProjectList`), optionally of one status and of one type: a
     * project pending review is the operator's, never listed.
     */
    list(query: {
      page: number;
      pageSize: number;
      status?: ListedProjectStatus | undefined;
      type?: ProjectType | undefined;
      lang: Lang;
    }) {
      const filters = [query.status ? 'status = ?' : "status <> 'pending_review'"];
      const args: string[] = query.status ? [query.status] : [];
      if (query.type) {
        filters.push('type = ?');
        args.push(query.type);
      }
      return selectPage(
        db,
        {
          select: `SELECT * FROM projects WHERE ${filters.join(' AND ')}`,
          orderBy: PROJECT_LIST_ORDER_BY,
          params: args,
        },
        query,
        (row: ProjectRow) => projectToWire(texts.localise(row, query.lang)),
      );
    },

    /**
     * One project with where its credits are registered and the UN goals it supports; with a
     * viewer, what they may do with it.
     */
    detail(
      id: number,
      memberId: number | null,
      now: Date,
      lang: Lang = 'en',
    ): z.input<typeof projectDetailWire> {
      const row = texts.localise(project(id), lang);
      return {
        ...projectToWire(row),
        registration:
          row.registry === null || row.registry_id === null
            ? null
            : projectRegistration(row.registry, row.registry_id),
        sdgs: goalsOf.all(row.id),
        viewer: memberId === null ? null : viewerView(row, memberId, now),
      };
    },

    /** The certification facts of a project. */
    factSheet(id: number, lang: Lang = 'en'): z.input<typeof factSheetWire> {
      const row = texts.localise(project(id), lang);
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
    createProject(input: ProjectInput, now: Date): ProjectWire {
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
      const id = write(now, () => {
        const created = Number(
          db
            .prepare(
              `INSERT INTO projects (name, location, type, standards, status, unit_price_cents,
                 quantity_milli_tons, remaining_milli_tons, min_milli_tons, max_milli_tons,
                 introduction, fact_sheet_url, image_url, min_level, selling_starts_at,
                 selling_ends_at, booking_fee_percent, expected_milli_tons, vintage,
                 verification_agency, monitoring, credit_type, developer, created_at, updated_at,
                 registry, registry_id)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              input.name,
              input.location,
              input.type,
              JSON.stringify(input.standards),
              input.status,
              toCents(input.unitPrice),
              quantity,
              remaining,
              toMilliTons(input.minTons),
              toMilliTons(input.maxTons),
              input.introduction,
              input.factSheetUrl ?? null,
              input.imageUrl ?? null,
              input.minLevel,
              input.sellingStartsAt?.toISOString() ?? null,
              input.sellingEndsAt?.toISOString() ?? null,
              presale?.percent ?? null,
              presale?.expected ?? null,
              input.vintage,
              input.verificationAgency,
              input.monitoring,
              input.creditType,
              input.developer,
              at,
              at,
              input.registration?.registry ?? null,
              input.registration?.registryId ?? null,
            ).lastInsertRowid,
        );
        for (const goal of input.sdgs ?? []) addGoal.run(created, goal);
        if (input.translations) texts.save(created, 'cn', input.translations.cn);
        return created;
      });
      return projectToWire(project(id));
    },

    /** Moves a project to another status when the life cycle allows it. */
    setProjectStatus(id: number, status: ProjectStatus, now: Date): ProjectWire {
      write(now, () => {
        const row = project(id);
        if (!canTransition(PROJECT_TRANSITIONS, row.status, status))
          throw new ApiError('OPERATION_FAILED');
        // Selling again needs something to sell.
        if (status === 'in_progress' && row.remaining_milli_tons === 0)
          throw new ApiError('OPERATION_FAILED');
        db.prepare('UPDATE projects SET status = ?, updated_at = ? WHERE id = ?').run(
          status,
          now.toISOString(),
          id,
        );
      });
      return projectToWire(project(id));
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
