import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createUnchangedReads } from './unchangedReads';

const open: Db[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Two connections to one WAL database with a table of names. */
function database() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-reads-'));
  dirs.push(dir);
  const file = path.join(dir, 'reads.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(
    "CREATE TABLE names (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO names (name) VALUES ('Peat')",
  );
  const other = new Database(file);
  open.push(db, other);
  const names = db.prepare<[], string>('SELECT name FROM names ORDER BY id').pluck();
  let reads = 0;
  const read = () => {
    reads += 1;
    return names.all();
  };
  return { db, other, read, reads: () => reads };
}

describe('unchanged reads', () => {
  it('answers from the kept JSON while nothing is written', () => {
    const { db, read, reads } = database();
    const cache = createUnchangedReads(db);
    expect(cache.json('names', read).json).toBe('["Peat"]');
    expect(cache.json('names', read).json).toBe('["Peat"]');
    expect(reads()).toBe(1);
  });

  it('reads again after a write on its own connection, even of another table', async () => {
    const { db, read, reads } = database();
    const cache = createUnchangedReads(db);
    await cache.json('names', read);
    db.prepare("INSERT INTO names (name) VALUES ('Mangrove')").run();
    expect(cache.json('names', read).json).toBe('["Peat","Mangrove"]');
    db.exec('CREATE TABLE other (id INTEGER)');
    db.prepare('INSERT INTO other (id) VALUES (1)').run();
    await cache.json('names', read);
    expect(reads()).toBe(3);
  });

  it('reads again after a write that was rolled back', async () => {
    const { db, read, reads } = database();
    const cache = createUnchangedReads(db);
    await cache.json('names', read);
    expect(() =>
      db.transaction(() => {
        db.prepare("UPDATE names SET name = 'Forest'").run();
        throw new Error('refused');
      })(),
    ).toThrow('refused');
    expect(cache.json('names', read).json).toBe('["Peat"]');
    expect(reads()).toBe(2);
  });

  it('reads again after another connection commits', async () => {
    const { db, other, read } = database();
    const cache = createUnchangedReads(db);
    await cache.json('names', read);
    other.prepare("UPDATE names SET name = 'Blue carbon'").run();
    expect(cache.json('names', read).json).toBe('["Blue carbon"]');
  });

  it('keeps an answer per key', () => {
    const { db, read } = database();
    const cache = createUnchangedReads(db);
    expect(cache.json('a', () => 1).json).toBe('1');
    expect(cache.json('b', () => 2).json).toBe('2');
    expect(cache.json('a', read).json).toBe('1');
  });

  it('keeps at most 256 answers and still answers every key', async () => {
    const { db } = database();
    const cache = createUnchangedReads(db);
    for (let page = 1; page <= 300; page += 1) await cache.json(`page ${page}`, async () => page);
    let computed = 0;
    const count = (value: number) => () => {
      computed += 1;
      return value;
    };
    expect(cache.json('page 1', count(1)).json).toBe('1');
    expect(cache.json('page 300', count(300)).json).toBe('300');
    expect(computed).toBe(1);
  });
});
