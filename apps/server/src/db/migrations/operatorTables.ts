import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { SchemaChange } from '../schemaChange';
import type { Tables } from '../tables';
import { columnTypes, type Engine } from '../baseline/columnTypes';

const CHANGED = 'an audit event is never changed';
const DELETED = 'an audit event is never deleted';

/**
 * Version 24: the operator's staff (accounts with a password and an authenticator, recovery
 * codes, sessions apart from members') and the audit trail of what they do (ADR 051).
 */
export const operatorTablesMigration: SchemaChange = {
  version: 24,
  name: 'operators and the audit trail',
  async up(db, engine) {
    const t = columnTypes(engine);
    await t
      .table(
        db.schema
          .createTable('operators')
          .addColumn('id', t.id, t.assignedId)
          .addColumn('email', t.caselessText, (col) => t.caseless(col.notNull().unique()))
          .addColumn('name', t.text, (col) => col.notNull())
          .addColumn('role', t.text, (col) =>
            col.notNull().check(sql`role IN ('operator', 'admin')`),
          )
          .addColumn('status', t.text, (col) =>
            col.notNull().check(sql`status IN ('invited', 'active', 'locked', 'disabled')`),
          )
          // Null until the operator enrols.
          .addColumn('password_hash', t.text)
          // The authenticator's secret in base32, made with the invitation.
          .addColumn('totp_secret', t.text, (col) => col.notNull())
          // The time step of the last code accepted: no code of it or before signs in again.
          .addColumn('totp_last_step', t.bigInteger)
          .addColumn('failed_sign_ins', t.integer, (col) =>
            col
              .notNull()
              .defaultTo(0)
              .check(sql`failed_sign_ins >= 0`),
          )
          .addColumn('enrolment_token_hash', t.text, (col) => col.unique())
          .addColumn('enrolment_expires_at', t.text)
          .addColumn('created_at', t.text, (col) => col.notNull())
          .addColumn('last_sign_in_at', t.text)
          .addCheckConstraint(
            'operators_enrolment_whole',
            sql`(enrolment_token_hash IS NULL) = (enrolment_expires_at IS NULL)`,
          ),
      )
      .execute();

    await t
      .table(
        db.schema
          .createTable('operator_recovery_codes')
          .addColumn('operator_id', t.bigInteger, (col) => col.notNull().references('operators.id'))
          .addColumn('code_hash', t.text, (col) => col.notNull())
          .addColumn('used_at', t.text)
          .addPrimaryKeyConstraint('operator_recovery_codes_pk', ['operator_id', 'code_hash']),
      )
      .execute();

    await t
      .table(
        db.schema
          .createTable('operator_sessions')
          .addColumn('token_hash', t.text, (col) => col.primaryKey())
          .addColumn('operator_id', t.bigInteger, (col) => col.notNull().references('operators.id'))
          .addColumn('created_at', t.text, (col) => col.notNull())
          .addColumn('last_seen_at', t.text, (col) => col.notNull())
          .addColumn('expires_at', t.text, (col) => col.notNull())
          .addColumn('ended_at', t.text),
      )
      .execute();
    await db.schema
      .createIndex('operator_sessions_operator')
      .on('operator_sessions')
      .column('operator_id')
      .execute();

    await t
      .table(
        db.schema
          .createTable('audit_events')
          .addColumn('id', t.id, t.assignedId)
          .addColumn('at', t.text, (col) => col.notNull())
          .addColumn('actor_kind', t.text, (col) =>
            col.notNull().check(sql`actor_kind IN ('operator', 'key', 'command')`),
          )
          .addColumn('operator_id', t.bigInteger, (col) => col.references('operators.id'))
          .addColumn('action', t.text, (col) => col.notNull())
          .addColumn('target_type', t.text)
          .addColumn('target_id', t.bigInteger)
          .addColumn('before_json', t.text)
          .addColumn('after_json', t.text)
          .addColumn('input_json', t.text, (col) => col.notNull())
          .addColumn('reason', t.text)
          .addCheckConstraint(
            'audit_events_actor_whole',
            sql`(actor_kind = 'operator') = (operator_id IS NOT NULL)`,
          ),
      )
      .execute();
    await db.schema
      .createIndex('audit_events_operator')
      .on('audit_events')
      .columns(['operator_id', 'id'])
      .execute();
    await db.schema
      .createIndex('audit_events_action')
      .on('audit_events')
      .columns(['action', 'id'])
      .execute();
    await db.schema
      .createIndex('audit_events_target')
      .on('audit_events')
      .columns(['target_type', 'target_id', 'id'])
      .execute();
    await createAuditGuards(db, engine);
  },
};

/** Triggers refusing any change or deletion of an audit event, whoever connects. */
async function createAuditGuards(db: Kysely<Tables>, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    await sql`CREATE TRIGGER audit_events_never_changed BEFORE UPDATE ON audit_events
      BEGIN SELECT RAISE(ABORT, 'an audit event is never changed'); END`.execute(db);
    await sql`CREATE TRIGGER audit_events_never_deleted BEFORE DELETE ON audit_events
      BEGIN SELECT RAISE(ABORT, 'an audit event is never deleted'); END`.execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION audit_events_never_touched() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN RAISE EXCEPTION '${CHANGED}'; END IF;
        RAISE EXCEPTION '${DELETED}';
      END $$`,
    )
    .execute(db);
  await sql`CREATE TRIGGER audit_events_never_changed BEFORE UPDATE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_events_never_touched()`.execute(db);
  await sql`CREATE TRIGGER audit_events_never_deleted BEFORE DELETE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_events_never_touched()`.execute(db);
  await sql`CREATE TRIGGER audit_events_never_truncated BEFORE TRUNCATE ON audit_events
    FOR EACH STATEMENT EXECUTE FUNCTION audit_events_never_touched()`.execute(db);
}
