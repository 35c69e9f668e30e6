import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { DATABASE_FILE, openData } from './openData';
import { testSql } from '../testing/testSql';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-db-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('opening the SQLite file', () => {
  it('creates the file with WAL, a busy timeout and foreign keys, and migrates', async () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const data = await openData({ dataDir });
    const sql = testSql(data);
    expect(await sql.value('PRAGMA journal_mode')).toBe('wal');
    expect(await sql.value('PRAGMA busy_timeout')).toBe(5000);
    expect(await sql.value('PRAGMA foreign_keys')).toBe(1);
    expect(await sql.value<number>('SELECT count(*) FROM schema_migrations')).toBeGreaterThan(0);
    await data.close();
    expect(existsSync(path.join(dataDir, DATABASE_FILE))).toBe(true);
  });

  it('opens an existing database without migrating twice', async () => {
    const dir = tempDir();
    await (await openData({ dataDir: dir })).close();
    const data = await openData({ dataDir: dir });
    const versions = (
      await testSql(data).all<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      )
    ).map((row) => row.version);
    expect(versions).toEqual([...new Set(versions)]);
    await data.close();
  });
});

describe('migrate', () => {
  const steps = [
    { version: 1, name: 'a', sql: 'CREATE TABLE a (x INTEGER) STRICT;' },
    { version: 2, name: 'b', sql: 'CREATE TABLE b (y INTEGER) STRICT;' },
  ];

  it('applies pending steps in order, once', () => {
    const db = new Database(':memory:');
    expect(migrate(db, steps.slice(0, 1))).toEqual([1]);
    expect(migrate(db, steps)).toEqual([2]);
    expect(migrate(db, steps)).toEqual([]);
  });

  it('rolls back a failing step as a whole', () => {
    const db = new Database(':memory:');
    const broken = [
      ...steps.slice(0, 1),
      { version: 2, name: 'broken', sql: 'CREATE TABLE c (z INTEGER); THIS IS NOT SQL;' },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'c'").get()).toBeUndefined();
    expect(db.prepare('SELECT max(version) FROM schema_migrations').pluck().get()).toBe(1);
  });

  it('refuses versions out of order and a database newer than the server', () => {
    expect(() =>
      migrate(new Database(':memory:'), [
        { version: 2, name: 'b', sql: 'SELECT 1;' },
        { version: 2, name: 'c', sql: 'SELECT 1;' },
      ]),
    ).toThrow(/expected more than 2/);
    const db = new Database(':memory:');
    migrate(db, steps);
    expect(() => migrate(db, steps.slice(0, 1))).toThrow(/newer than the server/);
  });
});
