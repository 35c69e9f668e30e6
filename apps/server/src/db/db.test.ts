import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { openDatabase, writeTransaction } from './openDatabase';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-db-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates the file with WAL, a busy timeout and foreign keys, and migrates', () => {
    const db = openDatabase(path.join(tempDir(), 'nested', 'data'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBeGreaterThan(0);
    db.close();
  });

  it('opens an existing database without migrating twice', () => {
    const dir = tempDir();
    openDatabase(dir).close();
    const db = openDatabase(dir);
    const versions = db
      .prepare('SELECT version FROM schema_migrations ORDER BY version')
      .pluck()
      .all();
    expect(versions).toEqual([...new Set(versions)]);
    db.close();
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

describe('writeTransaction', () => {
  it('commits on success and rolls back on error', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (n INTEGER NOT NULL) STRICT');
    writeTransaction(db, () => db.prepare('INSERT INTO t VALUES (1)').run());
    expect(() =>
      writeTransaction(db, () => {
        db.prepare('INSERT INTO t VALUES (2)').run();
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(db.prepare('SELECT n FROM t').pluck().all()).toEqual([1]);
  });
});
