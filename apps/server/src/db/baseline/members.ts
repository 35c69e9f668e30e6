import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import { columnTypes, type Engine } from './columnTypes';

/**
 * Members, their sessions and their verification codes (versions 2, 4, 8, 10, 16, 17): one member
 * per e-mail address (without case) and per IC number; the account lock and the sign-in lock apart.
 */
export async function createMembers(db: Kysely<Tables>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await t
    .table(
      db.schema
        .createTable('members')
        .addColumn('id', t.id, t.assignedId)
        .addColumn('visitor_type', t.text, (col) =>
          col.notNull().check(sql`visitor_type IN ('personal', 'corporate', 'guest')`),
        )
        .addColumn('email', t.caselessText, (col) => t.caseless(col.unique()))
        .addColumn('password_hash', t.text)
        .addColumn('first_name', t.text, (col) => col.notNull().defaultTo(''))
        .addColumn('last_name', t.text, (col) => col.notNull().defaultTo(''))
        .addColumn('ic_number', t.text)
        .addColumn('company_name', t.text)
        .addColumn('uen', t.text)
        .addColumn('mobile', t.text, (col) => col.notNull().defaultTo(''))
        .addColumn('avatar', t.text, (col) => col.notNull().defaultTo(''))
        .addColumn('invitation_code', t.text)
        .addColumn('credit_score', t.text, (col) =>
          col
            .notNull()
            .defaultTo('medium')
            .check(sql`credit_score IN ('excellent', 'medium', 'poor')`),
        )
        .addColumn('level', t.text, (col) =>
          col
            .notNull()
            .defaultTo('P0')
            .check(sql`level IN ('P0', 'P1', 'P2', 'P3', 'P4', 'P5')`),
        )
        .addColumn('risk', t.integer, (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`risk IN (0, 1)`),
        )
        .addColumn('locked', t.integer, (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`locked IN (0, 1)`),
        )
        .addColumn('failed_logins', t.bigInteger, (col) => col.notNull().defaultTo(0))
        .addColumn('is_answer', t.integer, (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`is_answer IN (0, 1)`),
        )
        .addColumn('created_at', t.text, (col) => col.notNull())
        .addColumn('withdrawal_password_hash', t.text)
        .addColumn('failed_withdrawal_passwords', t.bigInteger, (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`failed_withdrawal_passwords >= 0`),
        )
        .addColumn('membership_expires_at', t.text)
        .addColumn('sign_in_locked', t.integer, (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`sign_in_locked IN (0, 1)`),
        ),
    )
    .execute();
  await db.schema
    .createIndex('members_ic_number')
    .unique()
    .on('members')
    .column('ic_number')
    .where(sql<boolean>`ic_number IS NOT NULL`)
    .execute();

  await t
    .table(
      db.schema
        .createTable('sessions')
        .addColumn('token_hash', t.text, (col) => col.primaryKey())
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('created_at', t.text, (col) => col.notNull())
        .addColumn('revoked_at', t.text)
        .addColumn('last_seen_at', t.text),
    )
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

  await t
    .table(
      db.schema
        .createTable('verification_codes')
        .addColumn('id', t.id, t.assignedId)
        .addColumn('email', t.caselessText, (col) => t.caseless(col.notNull()))
        .addColumn('purpose', t.text, (col) =>
          col.notNull().check(sql`purpose IN ('register', 'reset_password')`),
        )
        .addColumn('code', t.text, (col) => col.notNull())
        .addColumn('created_at', t.text, (col) => col.notNull())
        .addColumn('expires_at', t.text, (col) => col.notNull())
        .addColumn('used_at', t.text)
        .addColumn('failed_attempts', t.bigInteger, (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`failed_attempts >= 0`),
        ),
    )
    .execute();
  await db.schema
    .createIndex('verification_codes_email')
    .on('verification_codes')
    .columns(['email', 'purpose'])
    .execute();
}
