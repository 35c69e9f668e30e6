import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import { columnTypes, type Engine } from './columnTypes';

/**
 * The saved bank card, top-ups, withdrawals (with a copy of the account they pay into and where
 * they are paid) and membership purchases (versions 4 and 20). Money in integer cents.
 */
export async function createAccountWallet(db: Kysely<Tables>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await t
    .table(
      db.schema
        .createTable('bank_cards')
        .addColumn('member_id', t.bigInteger, (col) => col.primaryKey().references('members.id'))
        .addColumn('bank_name', t.text, (col) => col.notNull())
        .addColumn('account_number', t.text, (col) => col.notNull())
        .addColumn('holder_name', t.text, (col) => col.notNull())
        .addColumn('paynow_number', t.text)
        .addColumn('updated_at', t.text, (col) => col.notNull()),
    )
    .execute();

  await t
    .table(
      db.schema
        .createTable('top_ups')
        .addColumn('id', t.id, t.assignedId)
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('amount_cents', t.bigInteger, (col) =>
          col.notNull().check(sql`amount_cents > 0`),
        )
        .addColumn('reference', t.text, (col) => col.notNull().unique())
        .addColumn('status', t.text, (col) =>
          col
            .notNull()
            .defaultTo('pending')
            .check(sql`status IN ('pending', 'confirmed', 'cancelled')`),
        )
        .addColumn('created_at', t.text, (col) => col.notNull())
        .addColumn('resolved_at', t.text),
    )
    .execute();
  await db.schema
    .createIndex('top_ups_member')
    .on('top_ups')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema.createIndex('top_ups_status').on('top_ups').columns(['status', 'id']).execute();

  await t
    .table(
      db.schema
        .createTable('withdrawals')
        .addColumn('id', t.id, t.assignedId)
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('amount_cents', t.bigInteger, (col) =>
          col.notNull().check(sql`amount_cents > 0`),
        )
        .addColumn('fee_cents', t.bigInteger, (col) => col.notNull().check(sql`fee_cents >= 0`))
        .addColumn('net_cents', t.bigInteger, (col) =>
          col.notNull().check(sql`net_cents >= 0 AND net_cents + fee_cents = amount_cents`),
        )
        .addColumn('status', t.text, (col) =>
          col
            .notNull()
            .defaultTo('processing')
            .check(sql`status IN ('processing', 'completed', 'refused')`),
        )
        .addColumn('bank_name', t.text, (col) => col.notNull())
        .addColumn('account_number', t.text, (col) => col.notNull())
        .addColumn('holder_name', t.text, (col) => col.notNull())
        .addColumn('paynow_number', t.text)
        .addColumn('created_at', t.text, (col) => col.notNull())
        .addColumn('resolved_at', t.text)
        .addColumn('destination', t.text, (col) =>
          col
            .notNull()
            .defaultTo('bank')
            .check(sql`destination IN ('bank', 'paynow')`),
        ),
    )
    .execute();
  await db.schema
    .createIndex('withdrawals_member')
    .on('withdrawals')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('withdrawals_status')
    .on('withdrawals')
    .columns(['status', 'id'])
    .execute();

  await t
    .table(
      db.schema
        .createTable('membership_purchases')
        .addColumn('id', t.id, t.assignedId)
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('level', t.text, (col) =>
          col.notNull().check(sql`level IN ('P1', 'P2', 'P3', 'P4', 'P5')`),
        )
        .addColumn('period', t.text, (col) =>
          col.notNull().check(sql`period IN ('monthly', 'annual')`),
        )
        .addColumn('price_cents', t.bigInteger, (col) => col.notNull().check(sql`price_cents > 0`))
        .addColumn('starts_at', t.text, (col) => col.notNull())
        .addColumn('expires_at', t.text, (col) => col.notNull())
        .addColumn('created_at', t.text, (col) => col.notNull()),
    )
    .execute();
  await db.schema
    .createIndex('membership_purchases_member')
    .on('membership_purchases')
    .columns(['member_id', 'id'])
    .execute();
}
