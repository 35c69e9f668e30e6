import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS } from './migrations';
import { SCHEMA_CHANGES } from './schemaChanges';
import { migrateDatabase } from './migrateDatabase';
import { POSTGRES_TYPES } from './postgresTypes';
import { openSqliteKysely } from './sqliteKysely';
import { sqliteSchemaSnapshot } from './sqliteSchemaSnapshot';
import type { Tables } from './tables';
import { projectRow } from '../testing/projectRow';

/** The PostgreSQL server the `server-pg` project starts, where this test makes its own database. */
const adminUrl = inject('postgresAdminUrl');

/** PostgreSQL's code for a connection ended by the administrator (the database dropped). */
const ADMIN_SHUTDOWN = '57P01';

describe('the baseline on PostgreSQL', () => {
  const name = `baseline_${randomBytes(6).toString('hex')}`;
  let admin: pg.Pool;
  const opened: Kysely<Tables>[] = [];
  const connect = () => {
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), types: POSTGRES_TYPES, max: 3 });
    // The database is dropped with its connections at the end: an idle one told so is no error.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== ADMIN_SHUTDOWN) throw error;
    });
    const kysely = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    opened.push(kysely);
    return kysely;
  };
  let db: Kysely<Tables>;

  beforeAll(async () => {
    // Only the PostgreSQL project runs this file; it must have its server.
    expect(adminUrl).toMatch(/^postgres:\/\//);
    admin = new pg.Pool({ connectionString: adminUrl, max: 1 });
    await admin.query(`CREATE DATABASE ${name}`);
    db = connect();
  });

  afterAll(async () => {
    for (const kysely of opened) await kysely.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('is created once by servers starting together, with every version recorded', async () => {
    const runs = await Promise.all([
      migrateDatabase({ db, engine: 'postgres' }),
      migrateDatabase({ db: connect(), engine: 'postgres' }),
      migrateDatabase({ db: connect(), engine: 'postgres' }),
    ]);
    const steps = [...MIGRATIONS, ...SCHEMA_CHANGES];
    const versions = steps.map((m) => m.version);
    expect(runs.map((run) => run.length).sort()).toEqual([0, 0, versions.length]);
    expect(runs).toContainEqual(versions);
    const recorded = await db
      .selectFrom('schema_migrations')
      .select(['version', 'name'])
      .orderBy('version')
      .execute();
    expect(recorded).toEqual(steps.map((m) => ({ version: m.version, name: m.name })));
  });

  it('has the tables and columns of SQLite, in order, with the types chosen for PostgreSQL', async () => {
    const sqlite = openSqliteKysely();
    await migrateDatabase({ db: sqlite.db, engine: 'sqlite', sqlite: sqlite.raw });
    const expected = sqliteSchemaSnapshot(sqlite.raw).tables;
    sqlite.raw.close();

    const columns = await sql<{
      table_name: string;
      column_name: string;
      udt_name: string;
      is_nullable: 'YES' | 'NO';
      column_default: string | null;
      is_identity: 'YES' | 'NO';
      identity_generation: string | null;
    }>`SELECT table_name, column_name, udt_name, is_nullable, column_default, is_identity, identity_generation
       FROM information_schema.columns WHERE table_schema = 'public'
       ORDER BY table_name, ordinal_position`.execute(db);
    const byTable = new Map<string, typeof columns.rows>();
    for (const column of columns.rows)
      byTable.set(column.table_name, [...(byTable.get(column.table_name) ?? []), column]);

    expect([...byTable.keys()].sort()).toEqual(expected.map((t) => t.name));
    const allowed: Record<string, string[]> = {
      INTEGER: ['int8', 'int4'],
      TEXT: ['text', 'citext'],
      BLOB: ['bytea'],
    };
    for (const table of expected) {
      const actual = byTable.get(table.name) ?? [];
      expect(actual.map((c) => c.column_name)).toEqual(table.columns.map((c) => c.name));
      for (const [index, column] of table.columns.entries()) {
        const found = actual[index];
        const where = `${table.name}.${column.name}`;
        expect(allowed[column.type], where).toContain(found?.udt_name);
        const assigned = column.pk === 1 && column.name === 'id' && column.type === 'INTEGER';
        expect(found?.is_identity, where).toBe(assigned ? 'YES' : 'NO');
        // A primary key is not null on both; elsewhere NOT NULL matches.
        expect(found?.is_nullable, where).toBe(
          column.notnull === 1 || column.pk > 0 ? 'NO' : 'YES',
        );
        expect(found?.column_default === null, where).toBe(column.dflt_value === null);
      }
    }
    const typeOf = (table: string, column: string) =>
      byTable.get(table)?.find((c) => c.column_name === column);
    expect(typeOf('members', 'id')).toMatchObject({
      udt_name: 'int8',
      identity_generation: 'BY DEFAULT',
    });
    expect(typeOf('members', 'email')?.udt_name).toBe('citext');
    expect(typeOf('verification_codes', 'email')?.udt_name).toBe('citext');
    expect(typeOf('members', 'risk')?.udt_name).toBe('int4');
    expect(typeOf('wallets', 'available_cents')?.udt_name).toBe('int8');
    expect(typeOf('orders', 'total_cents')?.udt_name).toBe('int8');
    expect(typeOf('holdings', 'milli_tons')?.udt_name).toBe('int8');
    expect(typeOf('server_secrets', 'secret')?.udt_name).toBe('bytea');
    expect(typeOf('members', 'credit_score')?.column_default).toBe("'medium'::text");

    const indexes = await sql<{ indexname: string; indexdef: string }>`
      SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'`.execute(db);
    const named = expected.flatMap((t) =>
      t.indexes.filter((i) => i.origin === 'c').map((i) => i.name),
    );
    expect(indexes.rows.map((i) => i.indexname)).toEqual(expect.arrayContaining(named));
    expect(indexes.rows.find((i) => i.indexname === 'orders_deadline')?.indexdef).toMatch(
      /WHERE \(forfeited_at IS NULL\)/,
    );
    expect(indexes.rows.find((i) => i.indexname === 'members_ic_number')?.indexdef).toMatch(
      /^CREATE UNIQUE INDEX .* WHERE \(ic_number IS NOT NULL\)/,
    );

    const foreignKeys = await sql<{ table_name: string; n: number }>`
      SELECT conrelid::regclass::text AS table_name, COUNT(*)::int AS n FROM pg_constraint
      WHERE contype = 'f' AND connamespace = 'public'::regnamespace GROUP BY 1`.execute(db);
    for (const table of expected) {
      const count = new Set(table.foreignKeys.map((fk) => (fk as { id: number }).id)).size;
      expect(foreignKeys.rows.find((r) => r.table_name === table.name)?.n ?? 0, table.name).toBe(
        count,
      );
    }
    const checks = await sql<{ table_name: string; n: number }>`
      SELECT conrelid::regclass::text AS table_name, COUNT(*)::int AS n FROM pg_constraint
      WHERE contype = 'c' AND connamespace = 'public'::regnamespace GROUP BY 1`.execute(db);
    for (const table of expected)
      expect(checks.rows.find((r) => r.table_name === table.name)?.n ?? 0, table.name).toBe(
        table.checks.length,
      );
  });

  it('seeds the FAQ, the news and a device-token key', async () => {
    expect(
      await db
        .selectFrom('faq_options')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirst(),
    ).toEqual({ n: 21 });
    expect(
      (await db.selectFrom('news').select('id').orderBy('id').execute()).map((n) => n.id),
    ).toEqual([1, 2, 3]);
    const secret = await db.selectFrom('server_secrets').selectAll().executeTakeFirstOrThrow();
    expect(secret.name).toBe('device_tokens');
    expect(secret.secret).toHaveLength(32);
  });

  it('refuses what the CHECKs, keys and triggers refuse', async () => {
    const member = await db
      .insertInto('members')
      .values({ visitor_type: 'personal', email: 'Ann@Example.sg', created_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(member.id).toBe(1);
    await expect(
      db
        .insertInto('members')
        .values({ visitor_type: 'personal', email: 'ann@example.SG', created_at: 'x' })
        .execute(),
    ).rejects.toThrow(/members_email_key|unique/);
    await expect(
      db.insertInto('wallets').values({ member_id: member.id, available_cents: -1 }).execute(),
    ).rejects.toThrow(/check constraint/);
    await expect(db.insertInto('wallets').values({ member_id: 99 }).execute()).rejects.toThrow(
      /foreign key/,
    );
    await db
      .insertInto('wallets')
      .values({ member_id: member.id, available_cents: 2 ** 40 })
      .execute();
    expect(
      await db
        .selectFrom('wallets')
        .select('available_cents')
        .where('member_id', '=', member.id)
        .executeTakeFirst(),
    ).toEqual({ available_cents: 2 ** 40 });
    const topUp = (status: string) =>
      db
        .insertInto('top_ups')
        .values({
          member_id: member.id,
          amount_cents: 100,
          reference: `R-${status}`,
          status: status as 'pending',
          created_at: 'x',
        })
        .execute();
    await expect(topUp('lost')).rejects.toThrow(/top_ups_status_check|check constraint/);
    await topUp('confirmed');

    const project = (id: number, registry_id: string | null) =>
      db
        .insertInto('projects')
        .values(
          projectRow('x', {
            id,
            standards: '[]',
            registry: registry_id === null ? null : 'verra',
            registry_id,
          }),
        )
        .execute();
    await expect(project(1, '-starts-with-dash')).rejects.toThrow(/check constraint/);
    await expect(project(1, 'VCS 1')).rejects.toThrow(/check constraint/);
    await project(1, 'VCS-1.2_3');
    await project(2, null);

    const retirement = (no: string, start: number, certificate = 'a'.repeat(26)) =>
      db
        .insertInto('retirements')
        .values({
          retirement_no: no,
          certificate_id: certificate,
          member_id: member.id,
          project_id: 1,
          kind: 'normal',
          milli_tons: 2000,
          serial_prefix: 'P',
          serial_start: start,
          serial_end: start + 1,
          vintage: 2024,
          standards: '[]',
          beneficiary: 'Ann',
          for_self: 1,
          reason: 'Offset',
          created_at: 'x',
          registry: null,
          registry_id: null,
        })
        .execute();
    await expect(retirement('T0', 1, 'A'.repeat(26))).rejects.toThrow(/check constraint/);
    await retirement('T1', 1);
    await expect(retirement('T2', 2, 'b'.repeat(26))).rejects.toThrow(
      /serial range overlaps another of its project/,
    );
    await expect(db.updateTable('retirements').set({ reason: 'Other' }).execute()).rejects.toThrow(
      /a retirement is never changed/,
    );
    await expect(db.deleteFrom('retirements').execute()).rejects.toThrow(
      /a retirement is never deleted/,
    );
  });

  it('refuses a database newer than the server', async () => {
    await db
      .insertInto('schema_migrations')
      .values({ version: 40, name: 'later', applied_at: 'x' })
      .execute();
    await expect(migrateDatabase({ db, engine: 'postgres' })).rejects.toThrow(
      /newer than the server/,
    );
    await db.deleteFrom('schema_migrations').where('version', '=', 40).execute();
  });
});
