import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createBaseline } from './baseline/createBaseline';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { openSqliteKysely } from './sqliteKysely';
import { checksOf, normaliseSql, sqliteSchemaSnapshot } from './sqliteSchemaSnapshot';

const opened: Db[] = [];

function legacyDatabase(): Db {
  const db = new Database(':memory:');
  opened.push(db);
  migrate(db, MIGRATIONS);
  return db;
}

async function baselineDatabase(): Promise<Db> {
  const { raw, db } = openSqliteKysely();
  opened.push(raw);
  await db.transaction().execute((trx) => createBaseline(trx, 'sqlite'));
  return raw;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const rows = (db: Db, query: string) => db.prepare(query).all();

describe('the baseline on SQLite', () => {
  it('has the schema the legacy migrations 1 to 22 build, table by table', async () => {
    const legacy = sqliteSchemaSnapshot(legacyDatabase());
    const baseline = sqliteSchemaSnapshot(await baselineDatabase());
    expect(baseline.tables.map((t) => t.name)).toEqual(legacy.tables.map((t) => t.name));
    expect(legacy.tables).toHaveLength(32);
    for (const [index, table] of legacy.tables.entries()) {
      expect({ table: table.name, ...baseline.tables[index] }).toEqual({
        table: table.name,
        ...table,
      });
    }
    expect(baseline.triggers).toEqual(legacy.triggers);
  });

  it('seeds the same FAQ and news, and a device-token key of 32 random bytes', async () => {
    const legacy = legacyDatabase();
    const baseline = await baselineDatabase();
    for (const query of [
      'SELECT * FROM faq_questions ORDER BY id',
      'SELECT * FROM faq_options ORDER BY question_id, id',
      'SELECT * FROM news ORDER BY id',
      'SELECT name, typeof(secret) AS type, length(secret) AS size FROM server_secrets',
    ])
      expect(rows(baseline, query)).toEqual(rows(legacy, query));
    expect(rows(baseline, 'SELECT COUNT(*) AS n FROM faq_options')).toEqual([{ n: 21 }]);
    expect(rows(baseline, 'SELECT COUNT(*) AS n FROM news')).toEqual([{ n: 3 }]);
    const secret = (db: Db) =>
      db.prepare<[], Buffer>('SELECT secret FROM server_secrets').pluck().get();
    expect(secret(baseline)).not.toEqual(secret(legacy));
  });

  it('enforces the same rules: checks, keys, case-blind e-mails and the retirement triggers', async () => {
    const baseline = await baselineDatabase();
    baseline.pragma('foreign_keys = ON');
    const member = baseline.prepare(
      "INSERT INTO members (visitor_type, email, created_at) VALUES ('personal', ?, 'x')",
    );
    member.run('Ann@Example.sg');
    expect(() => member.run('ann@example.SG')).toThrow(/UNIQUE/);
    expect(() =>
      baseline.prepare('INSERT INTO wallets (member_id, available_cents) VALUES (1, -1)').run(),
    ).toThrow(/CHECK/);
    expect(() => baseline.prepare('INSERT INTO wallets (member_id) VALUES (99)').run()).toThrow(
      /FOREIGN KEY/,
    );
    expect(() =>
      baseline.prepare("INSERT INTO wallets (member_id, available_cents) VALUES (1, 'ten')").run(),
    ).toThrow(/cannot store TEXT value in INTEGER column/);
  });
});

describe('the schema comparison', () => {
  it('reads CHECKs out of a CREATE TABLE text whatever their quoting, case and spacing', () => {
    expect(
      checksOf(`CREATE TABLE t ("a" INTEGER CHECK ( a IN (0,1) ),
        b TEXT check (b IN ('X (y)', 'z')), CONSTRAINT c CHECK ((a = 1) = (b IS NULL)))`),
    ).toEqual(['(a = 1)=(b is null)', 'a in(0,1)', "b in('X (y)','z')"]);
    expect(normaliseSql(`CREATE  INDEX "i" ON t (a,\n b) -- note\n WHERE c = 'A'`)).toBe(
      "create index i on t(a,b)where c = 'A'",
    );
  });

  it('sees a column that drifts', () => {
    const legacy = legacyDatabase();
    const drifted = new Database(':memory:');
    opened.push(drifted);
    migrate(drifted, MIGRATIONS);
    drifted.exec("ALTER TABLE members ADD COLUMN nickname TEXT NOT NULL DEFAULT ''");
    expect(sqliteSchemaSnapshot(drifted)).not.toEqual(sqliteSchemaSnapshot(legacy));
  });
});
