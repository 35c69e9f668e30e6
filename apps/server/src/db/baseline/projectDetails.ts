import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import { columnTypes, type Engine } from './columnTypes';

const GOALS = '1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17';

/**
 * What hangs off a project (versions 11, 12, 13): orders per member, project and Singapore month;
 * the UN goals it supports; its texts in other languages than English.
 */
export async function createProjectDetails(db: Kysely<Tables>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await t
    .table(
      db.schema
        .createTable('order_counts')
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('project_id', t.bigInteger, (col) => col.notNull().references('projects.id'))
        .addColumn('month', t.text, (col) => col.notNull())
        .addColumn('orders', t.bigInteger, (col) => col.notNull().check(sql`orders > 0`))
        .addPrimaryKeyConstraint('order_counts_pkey', ['member_id', 'project_id', 'month']),
    )
    .execute();

  await t
    .table(
      db.schema
        .createTable('project_goals')
        .addColumn('project_id', t.bigInteger, (col) => col.notNull().references('projects.id'))
        .addColumn('goal', t.integer, (col) => col.notNull().check(sql.raw(`goal IN (${GOALS})`)))
        .addPrimaryKeyConstraint('project_goals_pkey', ['project_id', 'goal']),
    )
    .execute();

  await t
    .table(
      db.schema
        .createTable('project_texts')
        .addColumn('project_id', t.bigInteger, (col) => col.notNull().references('projects.id'))
        .addColumn('lang', t.text, (col) => col.notNull().check(sql`lang IN ('cn')`))
        .addColumn('name', t.text, (col) => col.notNull())
        .addColumn('location', t.text, (col) => col.notNull())
        .addColumn('introduction', t.text, (col) => col.notNull())
        .addColumn('developer', t.text)
        .addColumn('verification_agency', t.text)
        .addColumn('monitoring', t.text)
        .addColumn('credit_type', t.text)
        .addPrimaryKeyConstraint('project_texts_pkey', ['project_id', 'lang']),
    )
    .execute();
}
