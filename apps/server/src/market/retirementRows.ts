import type { z } from 'zod';
import {
  certificatePath,
  certificatePdfPath,
  formatSerialRange,
  fromMilliTons,
  projectRegistration,
} from '@carbonmarket/domain';
import type { CarbonRegistry, CreditKind } from '@carbonmarket/domain';
import type { retirementWire } from '@carbonmarket/domain/contract';

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
 * The columns of a retirement with its project's name, for `FROM retirements r`; the name's
 * language is the statement's first parameter (English where the project has no text in it).
 */
export const RETIREMENT_COLUMNS = `r.*, COALESCE(t.name, p.name) AS project_name
  FROM retirements r JOIN projects p ON p.id = r.project_id
  LEFT JOIN project_texts t ON t.project_id = r.project_id AND t.lang = ?`;

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
