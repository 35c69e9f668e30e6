import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import { columnTypes, type Engine } from './columnTypes';

const PROJECT_STATUSES =
  "'pending_review', 'presale', 'in_progress', 'closed', 'reservation_waiting', 'not_begun', 'ended', 'full'";
const ORDER_STATUSES =
  "'applying', 'in_progress', 'completed', 'pending_final_payment', 'final_payment_made'";
const LEVELS = "'P0', 'P1', 'P2', 'P3', 'P4', 'P5'";
const REGISTRIES = "'verra', 'gold_standard', 'american_carbon_registry', 'climate_action_reserve'";
const PROJECT_TYPES =
  "'forest_protection', 'reforestation', 'peatland', 'blue_carbon', 'agriculture', 'renewable_energy', 'cookstoves', 'methane_capture', 'other'";

/**
 * The market (versions 5, 12, 14): projects with their presale terms, selling window, minimum
 * level, carbon detail, registry and type key; orders (spot purchases and presale bookings with
 * their final payment); sales of credits, pending until their payout date.
 */
export async function createMarket(db: Kysely<Tables>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await t
    .table(
      db.schema
        .createTable('projects')
        .addColumn('id', t.id, t.assignedId)
        .addColumn('name', t.text, (col) => col.notNull())
        .addColumn('location', t.text, (col) => col.notNull())
        // JSON array of the certification standards' names.
        .addColumn('standards', t.text, (col) => col.notNull())
        .addColumn('status', t.text, (col) =>
          col.notNull().check(sql.raw(`status IN (${PROJECT_STATUSES})`)),
        )
        .addColumn('unit_price_cents', t.bigInteger, (col) =>
          col.notNull().check(sql`unit_price_cents > 0`),
        )
        .addColumn('quantity_milli_tons', t.bigInteger, (col) =>
          col.notNull().check(sql`quantity_milli_tons > 0`),
        )
        .addColumn('remaining_milli_tons', t.bigInteger, (col) =>
          col
            .notNull()
            .check(sql`remaining_milli_tons >= 0 AND remaining_milli_tons <= quantity_milli_tons`),
        )
        .addColumn('min_milli_tons', t.bigInteger, (col) =>
          col.notNull().check(sql`min_milli_tons > 0`),
        )
        .addColumn('max_milli_tons', t.bigInteger, (col) =>
          col.notNull().check(sql`max_milli_tons >= min_milli_tons`),
        )
        .addColumn('introduction', t.text, (col) => col.notNull())
        .addColumn('fact_sheet_url', t.text)
        .addColumn('image_url', t.text)
        .addColumn('min_level', t.text, (col) =>
          col.notNull().check(sql.raw(`min_level IN (${LEVELS})`)),
        )
        .addColumn('selling_starts_at', t.text)
        .addColumn('selling_ends_at', t.text)
        // Presales: all four presale columns are set together, the final ones once known.
        .addColumn('booking_fee_percent', t.text)
        .addColumn('expected_milli_tons', t.bigInteger, (col) =>
          col.check(sql`expected_milli_tons > 0`),
        )
        .addColumn('final_unit_price_cents', t.bigInteger, (col) =>
          col.check(sql`final_unit_price_cents > 0`),
        )
        .addColumn('final_milli_tons', t.bigInteger, (col) => col.check(sql`final_milli_tons > 0`))
        .addColumn('final_set_at', t.text)
        .addColumn('vintage', t.integer, (col) => col.notNull())
        .addColumn('verification_agency', t.text, (col) => col.notNull())
        .addColumn('monitoring', t.text, (col) => col.notNull())
        .addColumn('credit_type', t.text, (col) => col.notNull())
        .addColumn('developer', t.text, (col) => col.notNull())
        .addColumn('created_at', t.text, (col) => col.notNull())
        .addColumn('updated_at', t.text, (col) => col.notNull())
        .addColumn('registry', t.text, (col) => col.check(sql.raw(`registry IN (${REGISTRIES})`)))
        .addColumn('registry_id', t.text, (col) =>
          col.check(
            sql`(registry IS NULL) = (registry_id IS NULL)
              AND length(registry_id) BETWEEN 1 AND 32
              AND ${t.startsWithLetterOrDigit('registry_id')}
              AND ${t.onlyCharacters('registry_id', 'A-Za-z0-9._-')}`,
          ),
        )
        .addColumn('type', t.text, (col) =>
          col
            .notNull()
            .defaultTo('other')
            .check(sql.raw(`type IN (${PROJECT_TYPES})`)),
        )
        .addCheckConstraint(
          'projects_presale_terms',
          sql`(booking_fee_percent IS NULL) = (expected_milli_tons IS NULL)`,
        )
        .addCheckConstraint(
          'projects_final_terms',
          sql`final_unit_price_cents IS NULL OR booking_fee_percent IS NOT NULL`,
        ),
    )
    .execute();
  await db.schema.createIndex('projects_status').on('projects').columns(['status', 'id']).execute();
  await db.schema.createIndex('projects_type').on('projects').columns(['type', 'id']).execute();

  await t
    .table(
      db.schema
        .createTable('orders')
        .addColumn('id', t.id, t.assignedId)
        .addColumn('order_no', t.text, (col) => col.notNull().unique())
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('project_id', t.bigInteger, (col) => col.notNull().references('projects.id'))
        .addColumn('kind', t.text, (col) =>
          col.notNull().check(sql`kind IN ('purchase', 'presale')`),
        )
        .addColumn('status', t.text, (col) =>
          col.notNull().check(sql.raw(`status IN (${ORDER_STATUSES})`)),
        )
        .addColumn('unit_price_cents', t.bigInteger, (col) =>
          col.notNull().check(sql`unit_price_cents > 0`),
        )
        .addColumn('milli_tons', t.bigInteger, (col) => col.notNull().check(sql`milli_tons > 0`))
        .addColumn('total_cents', t.bigInteger, (col) => col.notNull().check(sql`total_cents >= 0`))
        .addColumn('booking_fee_cents', t.bigInteger, (col) =>
          col.check(sql`booking_fee_cents >= 0`),
        )
        .addColumn('final_payment_deadline', t.text)
        .addColumn('final_milli_tons', t.bigInteger, (col) => col.check(sql`final_milli_tons >= 0`))
        .addColumn('final_unit_price_cents', t.bigInteger, (col) =>
          col.check(sql`final_unit_price_cents > 0`),
        )
        .addColumn('final_payment_cents', t.bigInteger, (col) =>
          col.check(sql`final_payment_cents >= 0`),
        )
        .addColumn('final_paid_at', t.text)
        // The deadline passed unpaid: the booking fee was kept.
        .addColumn('forfeited_at', t.text)
        .addColumn('created_at', t.text, (col) => col.notNull())
        .addColumn('updated_at', t.text, (col) => col.notNull())
        .addCheckConstraint(
          'orders_booking_fee',
          sql`(kind = 'presale') = (booking_fee_cents IS NOT NULL)`,
        ),
    )
    .execute();
  await db.schema.createIndex('orders_member').on('orders').columns(['member_id', 'id']).execute();
  await db.schema
    .createIndex('orders_member_project')
    .on('orders')
    .columns(['member_id', 'project_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_project_status')
    .on('orders')
    .columns(['project_id', 'status'])
    .execute();
  await db.schema
    .createIndex('orders_deadline')
    .on('orders')
    .columns(['status', 'final_payment_deadline'])
    .where(sql<boolean>`forfeited_at IS NULL`)
    .execute();

  await t
    .table(
      db.schema
        .createTable('sales')
        .addColumn('id', t.id, t.assignedId)
        .addColumn('sale_no', t.text, (col) => col.notNull().unique())
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('project_id', t.bigInteger, (col) => col.notNull().references('projects.id'))
        .addColumn('kind', t.text, (col) => col.notNull().check(sql`kind IN ('normal', 'presale')`))
        .addColumn('milli_tons', t.bigInteger, (col) => col.notNull().check(sql`milli_tons > 0`))
        .addColumn('unit_price_cents', t.bigInteger, (col) =>
          col.notNull().check(sql`unit_price_cents > 0`),
        )
        .addColumn('proceeds_cents', t.bigInteger, (col) =>
          col.notNull().check(sql`proceeds_cents > 0`),
        )
        .addColumn('status', t.text, (col) =>
          col.notNull().check(sql`status IN ('pending', 'settled')`),
        )
        .addColumn('payout_at', t.text, (col) => col.notNull())
        .addColumn('created_at', t.text, (col) => col.notNull())
        .addColumn('settled_at', t.text)
        .addCheckConstraint('sales_settled', sql`(status = 'settled') = (settled_at IS NOT NULL)`),
    )
    .execute();
  await db.schema.createIndex('sales_member').on('sales').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('sales_due').on('sales').columns(['status', 'payout_at']).execute();
}
