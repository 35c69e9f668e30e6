import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Data } from './data';
import { DATABASE_FILE, openData } from './openData';
import { createUnchangedReads } from './unchangedReads';
import { openTestData } from '../testing/testData';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-reads-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** The names of the settings, counting the reads that reached the database. */
function namesOf(data: Data) {
  let reads = 0;
  const read = async () => {
    reads += 1;
    const rows = await data.q().selectFrom('settings').select('key').orderBy('key').execute();
    return rows.map((row) => row.key);
  };
  return { read, reads: () => reads };
}

/** A SQLite data layer on a fresh file, and a second, plain connection to the same file. */
async function sqlite() {
  const dir = folder();
  const data = await openData({ dataDir: dir });
  const other = new Database(path.join(dir, DATABASE_FILE));
  cleanups.push(
    () => data.close(),
    () => {
      other.close();
    },
  );
  return { data, other, ...namesOf(data) };
}

const addSetting = (data: Data, key: string) =>
  data.transaction(() => data.q().insertInto('settings').values({ key, value: '1' }).execute());

describe('unchanged reads on SQLite', () => {
  it('answers from the kept JSON while nothing is written', async () => {
    const { data, read, reads } = await sqlite();
    const cache = createUnchangedReads(data);
    const first = (await cache.json('names', read)).json;
    expect((await cache.json('names', read)).json).toBe(first);
    expect(reads()).toBe(1);
  });

  it('reads again after a write on its own connection, even of another table', async () => {
    const { data, read, reads } = await sqlite();
    const cache = createUnchangedReads(data);
    await cache.json('names', read);
    await addSetting(data, 'mangrove');
    expect((await cache.json('names', read)).json).toContain('"mangrove"');
    await data.transaction(() =>
      data
        .q()
        .insertInto('unknown_sign_ins')
        .values({ key_hash: 'abc', failed_logins: 1, last_failed_at: '2026-11-20T02:00:00.000Z' })
        .execute(),
    );
    await cache.json('names', read);
    expect(reads()).toBe(3);
  });

  it('reads again after a write that was rolled back', async () => {
    const { data, read, reads } = await sqlite();
    const cache = createUnchangedReads(data);
    const before = (await cache.json('names', read)).json;
    await expect(
      data.transaction(async () => {
        await data.q().insertInto('settings').values({ key: 'forest', value: '1' }).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await cache.json('names', read)).json).toBe(before);
    expect(reads()).toBe(2);
  });

  it('reads again after another connection commits', async () => {
    const { data, other, read } = await sqlite();
    const cache = createUnchangedReads(data);
    await cache.json('names', read);
    other.prepare("INSERT INTO settings (key, value) VALUES ('blue-carbon', '1')").run();
    expect((await cache.json('names', read)).json).toContain('"blue-carbon"');
  });

  it('keeps an answer per key', async () => {
    const { data, read } = await sqlite();
    const cache = createUnchangedReads(data);
    expect((await cache.json('a', async () => 1)).json).toBe('1');
    expect((await cache.json('b', async () => 2)).json).toBe('2');
    expect((await cache.json('a', read)).json).toBe('1');
  });

  it('keeps at most 256 answers and still answers every key', async () => {
    const { data } = await sqlite();
    const cache = createUnchangedReads(data);
    for (let page = 1; page <= 300; page += 1) await cache.json(`page ${page}`, async () => page);
    let computed = 0;
    const count = (value: number) => async () => {
      computed += 1;
      return value;
    };
    expect((await cache.json('page 1', count(1))).json).toBe('1');
    expect((await cache.json('page 300', count(300))).json).toBe('300');
    expect(computed).toBe(1);
  });
});

describe('unchanged reads on the test engine', () => {
  it('keeps nothing on PostgreSQL, where other instances write unseen; keeps on SQLite', async () => {
    const { data, drop } = await openTestData(folder());
    cleanups.push(drop);
    const { read, reads } = namesOf(data);
    const cache = createUnchangedReads(data);
    await cache.json('names', read);
    await cache.json('names', read);
    expect(reads()).toBe(data.engine === 'postgres' ? 2 : 1);
  });
});
