import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createBaseline } from './baseline/createBaseline';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { BASELINE_VERSION, migrateDatabase } from './migrateDatabase';
import { SCHEMA_CHANGES } from './schemaChanges';
import type { SchemaChange } from './schemaChanges';
import { openSqliteKysely } from './sqliteKysely';
import { sqliteSchemaSnapshot } from './sqliteSchemaSnapshot';

const dir = mkdtempSync(path.join(os.tmpdir(), 'migrate-database-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshFile = () => path.join(dir, `db${(files += 1)}.sqlite`);

const LEGACY_VERSIONS = MIGRATIONS.map((m) => m.version);

/** A fake change after the baseline: a table of its own. */
const NOTES: SchemaChange = {
  version: 90,
  name: 'notes',
  up: async (db) => {
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(db);
  },
};

const versions = async (file: string) => {
  const { raw } = openSqliteKysely(file);
  try {
    return raw
      .prepare<[], { version: number; name: string }>(
        'SELECT version, name FROM schema_migrations ORDER BY version',
      )
      .all();
  } finally {
    raw.close();
  }
};

async function baselineSnapshot() {
  const { raw, db } = openSqliteKysely();
  await db.transaction().execute((trx) => createBaseline(trx, 'sqlite'));
  migrate(raw, []);
  const snapshot = sqliteSchemaSnapshot(raw);
  raw.close();
  return snapshot;
}

describe('migrateDatabase on SQLite', () => {
  it('gives an empty file the baseline and records versions 1 to 22 with their names', async () => {
    const file = freshFile();
    const { raw, db } = openSqliteKysely(file);
    expect(await migrateDatabase({ db, engine: 'sqlite', sqlite: raw, changes: [] })).toEqual(
      LEGACY_VERSIONS,
    );
    expect(await migrateDatabase({ db, engine: 'sqlite', sqlite: raw, changes: [] })).toEqual([]);
    const snapshot = sqliteSchemaSnapshot(raw);
    raw.close();
    expect(await versions(file)).toEqual(
      MIGRATIONS.map((m) => ({ version: m.version, name: m.name })),
    );
    expect(LEGACY_VERSIONS.at(-1)).toBe(BASELINE_VERSION);
    expect(snapshot).toEqual(await baselineSnapshot());
  });

  it('brings a file at version 14 to 22 with the legacy steps, equal to the baseline', async () => {
    const file = freshFile();
    const { raw, db } = openSqliteKysely(file);
    migrate(
      raw,
      MIGRATIONS.filter((m) => m.version <= 14),
    );
    expect(await migrateDatabase({ db, engine: 'sqlite', sqlite: raw, changes: [] })).toEqual(
      LEGACY_VERSIONS.filter((v) => v > 14),
    );
    const snapshot = sqliteSchemaSnapshot(raw);
    raw.close();
    expect(snapshot).toEqual(await baselineSnapshot());
    expect((await versions(file)).map((v) => v.version)).toEqual(LEGACY_VERSIONS);
  });

  it('refuses a partly migrated file when it is not given the SQLite handle', async () => {
    const { raw, db } = openSqliteKysely(freshFile());
    migrate(
      raw,
      MIGRATIONS.filter((m) => m.version <= 14),
    );
    await expect(migrateDatabase({ db, engine: 'sqlite' })).rejects.toThrow(/legacy steps/);
    raw.close();
  });

  it('refuses a database newer than the server', async () => {
    const { raw, db } = openSqliteKysely(freshFile());
    await migrateDatabase({ db, engine: 'sqlite', sqlite: raw });
    raw
      .prepare(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES (40, 'later', 'x')",
      )
      .run();
    await expect(migrateDatabase({ db, engine: 'sqlite', sqlite: raw })).rejects.toThrow(
      /schema version 40, which this server does not know: it is newer than the server/,
    );
    raw.close();
  });

  it('applies a change after 22 once, in order, after the baseline or the legacy steps', async () => {
    const fresh = openSqliteKysely(freshFile());
    expect(
      await migrateDatabase({
        db: fresh.db,
        engine: 'sqlite',
        sqlite: fresh.raw,
        changes: [NOTES],
      }),
    ).toEqual([...LEGACY_VERSIONS, 90]);
    expect(
      await migrateDatabase({
        db: fresh.db,
        engine: 'sqlite',
        sqlite: fresh.raw,
        changes: [NOTES],
      }),
    ).toEqual([]);
    fresh.raw.prepare("INSERT INTO notes (body) VALUES ('kept')").run();
    expect(fresh.raw.prepare('SELECT body FROM notes').pluck().all()).toEqual(['kept']);
    // Without the change in its list, the server is older than the database.
    await expect(
      migrateDatabase({ db: fresh.db, engine: 'sqlite', sqlite: fresh.raw }),
    ).rejects.toThrow(/schema version 90/);
    fresh.raw.close();

    const partly = openSqliteKysely(freshFile());
    migrate(
      partly.raw,
      MIGRATIONS.filter((m) => m.version <= 20),
    );
    expect(
      await migrateDatabase({
        db: partly.db,
        engine: 'sqlite',
        sqlite: partly.raw,
        changes: [NOTES],
      }),
    ).toEqual([21, 22, 90]);
    partly.raw.close();
  });

  it('rolls a failing change back whole and records nothing', async () => {
    const { raw, db } = openSqliteKysely(freshFile());
    const broken: SchemaChange = {
      version: 23,
      name: 'broken',
      up: async (trx) => {
        await sql`CREATE TABLE half (id INTEGER PRIMARY KEY)`.execute(trx);
        await sql`INSERT INTO nowhere VALUES (1)`.execute(trx);
      },
    };
    await expect(
      migrateDatabase({ db, engine: 'sqlite', sqlite: raw, changes: [broken] }),
    ).rejects.toThrow(/nowhere/);
    expect(raw.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").all()).toEqual([]);
    expect(raw.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(22);
    raw.close();
  });

  it('refuses changes listed out of order or at the baseline', async () => {
    const { raw, db } = openSqliteKysely();
    await expect(
      migrateDatabase({ db, engine: 'sqlite', sqlite: raw, changes: [{ ...NOTES, version: 22 }] }),
    ).rejects.toThrow(/expected more than 22/);
    raw.close();
  });

  it('migrates a file once when servers start on it together', async () => {
    const file = freshFile();
    const script = path.join(import.meta.dirname, 'migrateFileProcess.ts');
    const startAt = String(Date.now() + 4000);
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', script, file, startAt]),
      ),
    );
    const applied = runs.map((run) => JSON.parse(run.stdout) as number[]);
    // The versions up to the baseline, and every change after it.
    const all = [...LEGACY_VERSIONS, ...SCHEMA_CHANGES.map((change) => change.version)];
    // Each step runs in its own write transaction, so the servers may share the work (one lays
    // the baseline, another the next change), but every version is applied by exactly one of them.
    expect(applied.flat().sort((a, b) => a - b)).toEqual(all);
    expect((await versions(file)).map((v) => v.version)).toEqual(all);
  });
});
