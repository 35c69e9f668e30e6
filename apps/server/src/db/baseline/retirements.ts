import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import { columnTypes, type Engine } from './columnTypes';
import { createRetirementGuards } from './retirementGuards';

const REGISTRIES = "'verra', 'gold_standard', 'american_carbon_registry', 'climate_action_reserve'";

/**
 * Retirements of credits (version 21, ADR 045): the whole tons taken, their serial range, the
 * project's facts of that day, who the certificate is made out to and why, its public id. The
 * serial ranges of one project never overlap, and a retirement is never changed nor deleted.
 */
export async function createRetirements(db: Kysely<Tables>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await t
    .table(
      db.schema
        .createTable('retirements')
        .addColumn('id', t.id, t.assignedId)
        .addColumn('retirement_no', t.text, (col) => col.notNull().unique())
        .addColumn('certificate_id', t.text, (col) =>
          col
            .notNull()
            .unique()
            .check(
              sql`length(certificate_id) = 26 AND ${t.onlyCharacters('certificate_id', 'a-z2-7')}`,
            ),
        )
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('project_id', t.bigInteger, (col) => col.notNull().references('projects.id'))
        .addColumn('kind', t.text, (col) => col.notNull().check(sql`kind IN ('normal', 'presale')`))
        .addColumn('milli_tons', t.bigInteger, (col) =>
          col.notNull().check(sql`milli_tons > 0 AND milli_tons % 1000 = 0`),
        )
        .addColumn('serial_prefix', t.text, (col) => col.notNull())
        .addColumn('serial_start', t.bigInteger, (col) =>
          col.notNull().check(sql`serial_start >= 1`),
        )
        .addColumn('serial_end', t.bigInteger, (col) => col.notNull())
        .addColumn('vintage', t.integer, (col) => col.notNull())
        // JSON array of the standards' names, as the project had them that day.
        .addColumn('standards', t.text, (col) => col.notNull())
        .addColumn('registry', t.text, (col) => col.check(sql.raw(`registry IN (${REGISTRIES})`)))
        .addColumn('registry_id', t.text)
        .addColumn('beneficiary', t.text, (col) =>
          col.notNull().check(sql`length(beneficiary) BETWEEN 1 AND 120`),
        )
        .addColumn('for_self', t.integer, (col) => col.notNull().check(sql`for_self IN (0, 1)`))
        .addColumn('reason', t.text, (col) =>
          col.notNull().check(sql`length(reason) BETWEEN 1 AND 140`),
        )
        .addColumn('created_at', t.text, (col) => col.notNull())
        .addCheckConstraint(
          'retirements_serial_count',
          sql`serial_end - serial_start + 1 = milli_tons / 1000`,
        )
        .addCheckConstraint(
          'retirements_registry',
          sql`(registry IS NULL) = (registry_id IS NULL)`,
        ),
    )
    .execute();
  await db.schema
    .createIndex('retirements_member')
    .on('retirements')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('retirements_serials')
    .unique()
    .on('retirements')
    .columns(['project_id', 'serial_start'])
    .execute();
  await createRetirementGuards(db, engine);
}
