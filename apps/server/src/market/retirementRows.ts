import type { z } from 'zod';
import {
  certificatePath,
  certificatePdfPath,
  formatSerialRange,
  fromMilliTons,
  projectRegistration,
} from '@carbonmarket/domain';
import type { CarbonRegistry, CreditKind } from '@carbonmarket/domain';
import type { Lang, retirementWire } from '@carbonmarket/domain/contract';
import { sql } from 'kysely';
import type { Queries } from '../db/data';

/** A row of `retirements` with its project's name. */
export interface RetirementRow {
  id: number;
  retirement_no: string;
  certificate_id: string;
  member_id: number;
  project_id: number;
  project_name: string;
  kind: CreditKind;
  milli_tons: number;
  serial_prefix: string;
  serial_start: number;
  serial_end: number;
  vintage: number;
  standards: string;
  registry: CarbonRegistry | null;
  registry_id: string | null;
  beneficiary: string;
  for_self: number;
  reason: string;
  created_at: string;
}

/**
 * The project's text in `lang`: none for English, which is the project's own row. Raw SQL because
 * the builder types `t.lang` as the translated languages only, and `lang` may be English.
 */
const inLang = (lang: Lang) => sql<boolean>`t.lang = ${lang}`;

/** The retirements with their project's name in `lang` (English where it has no text in it). */
export const retirementsWithProject = (q: Queries, lang: Lang) =>
  q
    .selectFrom('retirements as r')
    .innerJoin('projects as p', 'p.id', 'r.project_id')
    .leftJoin('project_texts as t', (join) =>
      join.onRef('t.project_id', '=', 'r.project_id').on(inLang(lang)),
    )
    .selectAll('r')
    .select((eb) => [eb.fn.coalesce('t.name', 'p.name').as('project_name')]);

/** A retirement as the contract sends it. */
export function retirementToWire(row: RetirementRow): z.input<typeof retirementWire> {
  const range = { start: row.serial_start, end: row.serial_end };
  return {
    id: row.id,
    retirementNo: row.retirement_no,
    certificateId: row.certificate_id,
    projectId: row.project_id,
    projectName: row.project_name,
    kind: row.kind,
    tons: fromMilliTons(row.milli_tons).toString(),
    vintage: row.vintage,
    standards: JSON.parse(row.standards) as string[],
    registration:
      row.registry === null || row.registry_id === null
        ? null
        : projectRegistration(row.registry, row.registry_id),
    serials: {
      prefix: row.serial_prefix,
      ...range,
      text: formatSerialRange(row.serial_prefix, range),
    },
    beneficiary: row.beneficiary,
    forSelf: row.for_self === 1,
    reason: row.reason,
    retiredAt: row.created_at,
    verificationPath: certificatePath(row.certificate_id),
    pdfPath: certificatePdfPath(row.certificate_id),
  };
}
