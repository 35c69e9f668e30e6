import type { Database as Db } from 'better-sqlite3';
import {
  certificateBeneficiary,
  fromMilliTons,
  judgeRetirement,
  nextSerialRange,
  referenceNumber,
  serialPrefix,
  startOfSingaporeYear,
  toMilliTons,
} from '@carbonmarket/domain';
import type { CreditKind, Tons, VisitorType } from '@carbonmarket/domain';
import type { Lang } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import { selectPage } from '../db/selectPage';
import type { Ledger } from '../ledger/ledger';
import type { UnitOfWork } from '../ledger/unitOfWork';
import { newCertificateId } from './certificateId';
import { RETIREMENT_COLUMNS, retirementToWire } from './retirementRows';
import type { RetirementRow } from './retirementRows';
import type { ViewerReader } from './marketViewer';
import type { ProjectService } from './projectService';

/** What a retirement asks for, as the contract parsed it. */
export interface RetireInput {
  projectId: number;
  kind: CreditKind;
  quantity: Tons;
  beneficiary?: string | undefined;
  reason: string;
  lang?: Lang;
}

interface IdentityRow {
  visitor_type: VisitorType;
  first_name: string;
  last_name: string;
  company_name: string | null;
}

/**
 * Retiring credits (ADR 045): whole tons leave a holding for good and get the project's next
 * serial numbers, in one write; the certificate that records it can be read by its member, and by
 * anyone holding its random public id.
 */
export function createRetirementService(deps: {
  db: Db;
  write: UnitOfWork;
  ledger: Ledger;
  viewerOf: ViewerReader;
  projects: ProjectService;
  /** Draws a certificate's public id (tests may pass their own). */
  certificateId?: () => string;
}) {
  const { db, write, ledger, viewerOf, projects, certificateId = newCertificateId } = deps;
  const identity = db.prepare<[number], IdentityRow>(
    'SELECT visitor_type, first_name, last_name, company_name FROM members WHERE id = ?',
  );
  const lastSerial = db
    .prepare<[number], number>(
      'SELECT COALESCE(MAX(serial_end), 0) FROM retirements WHERE project_id = ?',
    )
    .pluck();
  const nextId = db.prepare<[], number>('SELECT COALESCE(MAX(id), 0) + 1 FROM retirements').pluck();
  const insert = db.prepare(
    `INSERT INTO retirements (id, retirement_no, certificate_id, member_id, project_id, kind,
       milli_tons, serial_prefix, serial_start, serial_end, vintage, standards, registry,
       registry_id, beneficiary, for_self, reason, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byId = db.prepare<[Lang, number], RetirementRow>(
    `SELECT ${RETIREMENT_COLUMNS} WHERE r.id = ?`,
  );
  const byCertificate = db.prepare<[Lang, string], RetirementRow>(
    `SELECT ${RETIREMENT_COLUMNS} WHERE r.certificate_id = ?`,
  );
  const retiredSince = db
    .prepare<[number, string], number>(
      'SELECT COALESCE(SUM(milli_tons), 0) FROM retirements WHERE member_id = ? AND created_at >= ?',
    )
    .pluck();

  const row = (id: number, lang: Lang) => {
    const found = byId.get(lang, id);
    if (!found) throw new Error(`retirement ${id} vanished`);
    return found;
  };

  return {
    /**
     * Retires whole tons of the member's holding, in one write (`BEGIN IMMEDIATE`, so the holding
     * and the project's last serial are read under the write lock): the rules are judged, the
     * tons leave the holding (never below zero), the next serial range of the project is taken,
     * and the retirement is recorded with a fresh certificate id. The reply names the project in
     * `lang`.
     */
    retire(memberId: number, input: RetireInput, now: Date) {
      const id = write(now, (scope) => {
        const project = projects.row(input.projectId);
        const verdict = judgeRetirement({
          viewer: viewerOf(memberId, now),
          quantity: input.quantity,
          held: fromMilliTons(ledger.holding(memberId, input.projectId, input.kind)),
        });
        if (!verdict.ok) throw new ApiError(verdict.reason, verdict.params);
        const member = identity.get(memberId);
        if (!member) throw new ApiError('NOT_FOUND');
        const beneficiary = certificateBeneficiary(
          {
            visitorType: member.visitor_type,
            firstName: member.first_name,
            lastName: member.last_name,
            companyName: member.company_name,
          },
          input.beneficiary,
        );
        if (beneficiary === null) throw new ApiError('REQUIRED', {}, { beneficiary: 'REQUIRED' });
        const registration =
          project.registry === null || project.registry_id === null
            ? null
            : { registry: project.registry, registryId: project.registry_id };
        const prefix = serialPrefix({
          projectId: project.id,
          registration,
          vintage: project.vintage,
        });
        const range = nextSerialRange(lastSerial.get(project.id) ?? 0, input.quantity);
        const retirementId = nextId.get() ?? 1;
        const retirementNo = referenceNumber('RT', retirementId, now);
        const milli = toMilliTons(input.quantity);
        insert.run(
          retirementId,
          retirementNo,
          certificateId(),
          memberId,
          project.id,
          input.kind,
          milli,
          prefix,
          range.start,
          range.end,
          project.vintage,
          project.standards,
          project.registry,
          project.registry_id,
          beneficiary,
          input.beneficiary?.trim() ? 0 : 1,
          input.reason,
          now.toISOString(),
        );
        scope.postTons({
          memberId,
          projectId: project.id,
          kind: input.kind,
          milliTons: -milli,
          type: 'retirement',
          reference: retirementNo,
        });
        return retirementId;
      });
      return {
        retirement: retirementToWire(row(id, input.lang ?? 'en')),
        balances: ledger.balances(memberId).data,
      };
    },

    /** The member's retirements, newest first, their projects' names in `lang`. */
    list(memberId: number, query: { page: number; pageSize: number; lang: Lang }) {
      return selectPage(
        db,
        {
          select: `SELECT ${RETIREMENT_COLUMNS} WHERE r.member_id = ?`,
          orderBy: 'r.id DESC',
          params: [query.lang, memberId],
        },
        query,
        retirementToWire,
      );
    },

    /** One of the member's own retirements; another member's is NOT_FOUND, as is an unknown one. */
    one(memberId: number, id: number, lang: Lang) {
      const found = byId.get(lang, id);
      if (!found || found.member_id !== memberId) throw new ApiError('NOT_FOUND');
      return retirementToWire(found);
    },

    /** The retirement behind a certificate's public id, or null. */
    byCertificate(certificate: string, lang: Lang) {
      const found = byCertificate.get(lang, certificate);
      return found ? retirementToWire(found) : null;
    },

    /** Tons the member has retired, in all and since 1 January (Singapore time). */
    retired(memberId: number, now: Date) {
      const since = (at: string) => fromMilliTons(retiredSince.get(memberId, at) ?? 0).toString();
      return {
        total: since(''),
        thisYear: since(startOfSingaporeYear(now).toISOString()),
      };
    },
  };
}

export type RetirementService = ReturnType<typeof createRetirementService>;
