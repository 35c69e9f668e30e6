import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import { columnTypes, type Engine } from './columnTypes';

/**
 * The sign-in and verification-code guards (versions 15, 18, 19): code requests per hashed
 * address, the key that signs device tokens (32 random bytes, made once) with the wrong passwords
 * sent per device token, and wrong passwords for addresses without an account.
 */
export async function createSignInGuards(db: Kysely<Tables>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await t
    .table(
      db.schema
        .createTable('code_requests')
        .addColumn('email_hash', t.text, (col) => col.notNull())
        .addColumn('requested_at', t.text, (col) => col.notNull()),
    )
    .execute();
  await db.schema
    .createIndex('code_requests_email')
    .on('code_requests')
    .columns(['email_hash', 'requested_at'])
    .execute();
  await db.schema
    .createIndex('code_requests_time')
    .on('code_requests')
    .column('requested_at')
    .execute();

  await t
    .table(
      db.schema
        .createTable('server_secrets')
        .addColumn('name', t.text, (col) => col.primaryKey())
        .addColumn('secret', t.blob, (col) => col.notNull()),
    )
    .execute();
  await db
    .insertInto('server_secrets')
    .values({ name: 'device_tokens', secret: randomBytes(32) })
    .execute();
  await t
    .table(
      db.schema
        .createTable('device_sign_ins')
        .addColumn('token_hash', t.text, (col) => col.primaryKey())
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('failed_logins', t.bigInteger, (col) => col.notNull().defaultTo(0))
        .addColumn('locked', t.integer, (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`locked IN (0, 1)`),
        ),
    )
    .execute();
  await db.schema
    .createIndex('device_sign_ins_member')
    .on('device_sign_ins')
    .column('member_id')
    .execute();

  await t
    .table(
      db.schema
        .createTable('unknown_sign_ins')
        .addColumn('key_hash', t.text, (col) => col.primaryKey())
        .addColumn('failed_logins', t.bigInteger, (col) =>
          col.notNull().check(sql`failed_logins >= 0`),
        )
        .addColumn('locked', t.integer, (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`locked IN (0, 1)`),
        )
        .addColumn('last_failed_at', t.text, (col) => col.notNull()),
    )
    .execute();
  await db.schema
    .createIndex('unknown_sign_ins_time')
    .on('unknown_sign_ins')
    .column('last_failed_at')
    .execute();
}
