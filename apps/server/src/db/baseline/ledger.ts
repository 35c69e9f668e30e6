import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import { columnTypes, type Engine } from './columnTypes';

/**
 * The money ledger and the carbon-credit ledger, and idempotency keys (versions 3, 7, 21): each
 * balance in integer cents in `wallets`, every change of one in `fund_records`; tons in integer
 * thousandths in `holdings`, every change in `credit_records`.
 */
export async function createLedger(db: Kysely<Tables>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await t
    .table(
      db.schema
        .createTable('wallets')
        .addColumn('member_id', t.bigInteger, (col) => col.primaryKey().references('members.id'))
        .addColumn('available_cents', t.bigInteger, (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`available_cents >= 0`),
        )
        .addColumn('frozen_cents', t.bigInteger, (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`frozen_cents >= 0`),
        )
        .addColumn('pending_cents', t.bigInteger, (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`pending_cents >= 0`),
        )
        .addColumn('declined_cents', t.bigInteger, (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`declined_cents >= 0`),
        ),
    )
    .execute();

  await t
    .table(
      db.schema
        .createTable('fund_records')
        .addColumn('id', t.id, t.assignedId)
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('type', t.text, (col) =>
          col
            .notNull()
            .check(
              sql`type IN ('top_up', 'purchase', 'booking_fee', 'final_payment', 'sale', 'sale_settled', 'withdrawal', 'withdrawal_refused', 'withdrawal_refund', 'membership', 'freeze', 'unfreeze', 'adjustment')`,
            ),
        )
        .addColumn('balance', t.text, (col) =>
          col.notNull().check(sql`balance IN ('available', 'frozen', 'pending', 'declined')`),
        )
        .addColumn('amount_cents', t.bigInteger, (col) =>
          col.notNull().check(sql`amount_cents <> 0`),
        )
        .addColumn('balance_after_cents', t.bigInteger, (col) =>
          col.notNull().check(sql`balance_after_cents >= 0`),
        )
        .addColumn('reference', t.text, (col) => col.notNull())
        .addColumn('created_at', t.text, (col) => col.notNull()),
    )
    .execute();
  await db.schema
    .createIndex('fund_records_member')
    .on('fund_records')
    .columns(['member_id', 'id'])
    .execute();

  await t
    .table(
      db.schema
        .createTable('holdings')
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('project_id', t.bigInteger, (col) => col.notNull())
        .addColumn('kind', t.text, (col) => col.notNull().check(sql`kind IN ('normal', 'presale')`))
        .addColumn('milli_tons', t.bigInteger, (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`milli_tons >= 0`),
        )
        .addPrimaryKeyConstraint('holdings_pkey', ['member_id', 'project_id', 'kind']),
    )
    .execute();

  await t
    .table(
      db.schema
        .createTable('idempotency_keys')
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('key', t.text, (col) => col.notNull())
        .addColumn('endpoint', t.text, (col) => col.notNull())
        .addColumn('request_hash', t.text, (col) => col.notNull())
        // The reply exactly as first sent; NULL while the first request is still running.
        .addColumn('reply', t.text)
        .addColumn('created_at', t.text, (col) => col.notNull())
        .addColumn('committed_at', t.text)
        .addPrimaryKeyConstraint('idempotency_keys_pkey', ['member_id', 'key']),
    )
    .execute();

  await t
    .table(
      db.schema
        .createTable('credit_records')
        .addColumn('id', t.id, t.assignedId)
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('project_id', t.bigInteger, (col) => col.notNull())
        .addColumn('kind', t.text, (col) => col.notNull().check(sql`kind IN ('normal', 'presale')`))
        .addColumn('type', t.text, (col) =>
          col
            .notNull()
            .check(sql`type IN ('purchase', 'final_payment', 'sale', 'retirement', 'adjustment')`),
        )
        .addColumn('milli_tons', t.bigInteger, (col) => col.notNull().check(sql`milli_tons <> 0`))
        .addColumn('milli_tons_after', t.bigInteger, (col) =>
          col.notNull().check(sql`milli_tons_after >= 0`),
        )
        .addColumn('reference', t.text, (col) => col.notNull())
        .addColumn('created_at', t.text, (col) => col.notNull()),
    )
    .execute();
  await db.schema
    .createIndex('credit_records_member')
    .on('credit_records')
    .columns(['member_id', 'id'])
    .execute();
}
