import type { Insertable } from 'kysely';
import type { ProjectsTable } from '../db/tables';

/**
 * A project row as a test inserts it straight into the database (an in-progress peatland
 * project, 100 t with 90 t left), for suites below the API; `overrides` replaces any column.
 */
export const projectRow = (
  at: string,
  overrides: Partial<Insertable<ProjectsTable>> = {},
): Insertable<ProjectsTable> => ({
  name: 'Peat',
  location: 'Borneo',
  type: 'peatland',
  standards: '["VCS"]',
  status: 'in_progress',
  unit_price_cents: 1000,
  quantity_milli_tons: 100_000,
  remaining_milli_tons: 90_000,
  min_milli_tons: 1000,
  max_milli_tons: 10_000,
  introduction: 'Text',
  min_level: 'P0',
  vintage: 2024,
  verification_agency: 'SCS',
  monitoring: 'Yearly',
  credit_type: 'VCU',
  developer: 'Dev',
  created_at: at,
  updated_at: at,
  ...overrides,
});
