import type { Data } from '../db/data';
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
import type { CreditKind, Tons } from '@carbonmarket/domain';
import type { Lang } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import { selectPage } from '../db/selectPage';
import type { Ledger } from '../ledger/ledger';
import type { UnitOfWork } from '../ledger/unitOfWork';
import { newCertificateId } from './certificateId';
import { retirementToWire, retirementsWithProject } from './retirementRows';
import type { ViewerReader } from './marketViewer';
import type { ProjectService } from './projectService';
import { lockedOnPostgres } from '../db/rowLock';

/** What a retirement asks for, as the contract parsed it. */
export interface RetireInput {
  projectId: number;
  kind: CreditKind;
  quantity: Tons;
  beneficiary?: string | undefined;
  reason: string;
  lang?: Lang;
}

/**
 * Retiring credits (ADR 045): whole tons leave a holding for good and get the project's next
 * serial numbers, in one write; the certificate that records it can be read by its member, and by
 * anyone holding its random public id.
 */
export function createRetirementService(deps: {
  data: Data;
  write: UnitOfWork;
  ledger: Ledger;
  viewerOf: ViewerReader;
  projects: ProjectService;
  /** Draws a certificate's public id (tests may pass their own). */
  certificateId?: () => string;
}) {
  const { data, write, ledger, viewerOf, certificateId = newCertificateId } = deps;

  const find = (lang: Lang) => retirementsWithProject(data.q(), lang);

  const row = async (id: number, lang: Lang) => {
    const found = await find(lang).where('r.id', '=', id).executeTakeFirst();
    if (!found) throw new Error(`retirement ${id} vanished`);
    return found;
  };

  const retiredSince = async (memberId: number, at: string) => {
    const sum = await data
      .q()
      .selectFrom('retirements')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('milli_tons'), eb.lit(0)).as('milli'))
      .where('member_id', '=', memberId)
      .where('created_at', '>=', at)
      .executeTakeFirst();
    return Number(sum?.milli ?? 0);
  };

  return {
    /**
     * Retires whole tons of the member's holding, in one write (the holding is read under the
     * member's lock the request holds, and the project's last serial under the project's row lock
     * on PostgreSQL, under the write lock on SQLite): the rules are judged, the
     * tons leave the holding (never below zero), the next serial range of the project is taken,
     * and the retirement is recorded with a fresh certificate id. The reply names the project in
     * `lang`.
     */
    async retire(memberId: number, input: RetireInput, now: Date) {
      const id = await write(now, async (scope) => {
        // Locked on PostgreSQL: two members retiring from the project take their serials in turn,
        // so the ranges never overlap.
        const project = await lockedOnPostgres(
          data,
          data.q().selectFrom('projects').selectAll().where('id', '=', input.projectId),
        ).executeTakeFirst();
        if (!project) throw new ApiError('NOT_FOUND');
        const verdict = judgeRetirement({
          viewer: await viewerOf(memberId, now),
          quantity: input.quantity,
          held: fromMilliTons(await ledger.holding(memberId, input.projectId, input.kind)),
        });
        if (!verdict.ok) throw new ApiError(verdict.reason, verdict.params);
        const member = await data
          .q()
          .selectFrom('members')
          .select(['visitor_type', 'first_name', 'last_name', 'company_name'])
          .where('id', '=', memberId)
          .executeTakeFirst();
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
        const last = await data
          .q()
          .selectFrom('retirements')
          .select((eb) => eb.fn.coalesce(eb.fn.max('serial_end'), eb.lit(0)).as('serial'))
          .where('project_id', '=', project.id)
          .executeTakeFirst();
        const range = nextSerialRange(Number(last?.serial ?? 0), input.quantity);
        const retirementId = await data.nextId('retirements');
        const retirementNo = referenceNumber('RT', retirementId, now);
        const milli = toMilliTons(input.quantity);
        await data
          .q()
          .insertInto('retirements')
          .values({
            id: retirementId,
            retirement_no: retirementNo,
            certificate_id: certificateId(),
            member_id: memberId,
            project_id: project.id,
            kind: input.kind,
            milli_tons: milli,
            serial_prefix: prefix,
            serial_start: range.start,
            serial_end: range.end,
            vintage: project.vintage,
            standards: project.standards,
            registry: project.registry,
            registry_id: project.registry_id,
            beneficiary,
            for_self: input.beneficiary?.trim() ? 0 : 1,
            reason: input.reason,
            created_at: now.toISOString(),
          })
          .execute();
        await scope.postTons({
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
        retirement: retirementToWire(await row(id, input.lang ?? 'en')),
        balances: (await ledger.balances(memberId)).data,
      };
    },

    /** The member's retirements, newest first, their projects' names in `lang`. */
    async list(memberId: number, query: { page: number; pageSize: number; lang: Lang }) {
      return selectPage(
        data.q(),
        find(query.lang).where('r.member_id', '=', memberId),
        (list) => list.orderBy('r.id', 'desc'),
        query,
        retirementToWire,
      );
    },

    /** One of the member's own retirements; another member's is NOT_FOUND, as is an unknown one. */
    async one(memberId: number, id: number, lang: Lang) {
      const found = await find(lang).where('r.id', '=', id).executeTakeFirst();
      if (!found || found.member_id !== memberId) throw new ApiError('NOT_FOUND');
      return retirementToWire(found);
    },

    /** The retirement behind a certificate's public id, or null. */
    async byCertificate(certificate: string, lang: Lang) {
      const found = await find(lang).where('r.certificate_id', '=', certificate).executeTakeFirst();
      return found ? retirementToWire(found) : null;
    },

    /** Tons the member has retired, in all and since 1 January (Singapore time). */
    async retired(memberId: number, now: Date) {
      const since = async (at: string) =>
        fromMilliTons(await retiredSince(memberId, at)).toString();
      return {
        total: await since(''),
        thisYear: await since(startOfSingaporeYear(now).toISOString()),
      };
    },
  };
}

export type RetirementService = ReturnType<typeof createRetirementService>;
