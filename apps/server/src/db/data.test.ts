import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../apiError';
import type { Data } from './data';
import { openTestData } from '../testing/testData';

/**
 * The data layer's promises, on the engine of the project running it: queries follow the
 * caller's transaction, a write inside another is undone alone, a deferred transaction begins at
 * the first write and commits what follows it, effects wait for the commit.
 */

let dir: string;
let data: Data;
let drop: () => Promise<void>;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cm-data-'));
  ({ data, drop } = await openTestData(path.join(dir, 'data')));
});

afterEach(async () => {
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

const setting = async (key: string) =>
  (await data.q().selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())
    ?.value;

const put = (key: string, value: string) =>
  data.q().insertInto('settings').values({ key, value }).execute();

describe('the data layer', () => {
  it('commits a transaction whole, and rolls it back whole', async () => {
    await data.transaction(async () => {
      await put('a', '1');
      await put('b', '2');
    });
    await expect(
      data.transaction(async () => {
        await put('c', '3');
        throw new ApiError('OPERATION_FAILED');
      }),
    ).rejects.toThrow(ApiError);
    expect([await setting('a'), await setting('b'), await setting('c')]).toEqual([
      '1',
      '2',
      undefined,
    ]);
  });

  it('answers the caller its own transaction: what it wrote is read before the commit', async () => {
    const seen = await data.transaction(async () => {
      await put('inside', 'yes');
      expect(data.inTransaction()).toBe(true);
      return setting('inside');
    });
    expect(seen).toBe('yes');
    expect(data.inTransaction()).toBe(false);
  });

  it('undoes a refused write inside another alone, keeping what the outer one did', async () => {
    await data.transaction(async () => {
      await put('outer', 'kept');
      await expect(
        data.transaction(async () => {
          await put('inner', 'undone');
          throw new ApiError('INSUFFICIENT_BALANCE');
        }),
      ).rejects.toThrow(ApiError);
      await data.transaction(() => put('second', 'kept'));
    });
    expect([await setting('outer'), await setting('inner'), await setting('second')]).toEqual([
      'kept',
      undefined,
      'kept',
    ]);
  });

  it('runs effects after the commit, and never after a rollback', async () => {
    const order: string[] = [];
    await data.transaction(async () => {
      data.afterCommit(() => order.push('effect'));
      await put('x', '1');
      order.push('work done');
    });
    await expect(
      data.transaction(async () => {
        data.afterCommit(() => order.push('rolled-back effect'));
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    data.afterCommit(() => order.push('outside'));
    expect(order).toEqual(['work done', 'effect', 'outside']);
  });

  it('begins a deferred transaction at the first write and commits what follows with it', async () => {
    const began: string[] = [];
    const { result, wrote } = await data.deferred(
      async () => {
        // Before the first write: no transaction holds anything.
        expect(data.inTransaction()).toBe(false);
        await data.transaction(() => put('work', 'done'));
        expect(data.inTransaction()).toBe(true);
        return 'reply';
      },
      {
        onBegin: async () => {
          began.push('claim');
          await put('claim', 'held');
        },
        onEnd: async (_q, reply) => {
          await put('reply', reply);
        },
      },
    );
    expect({ result, wrote, began }).toEqual({ result: 'reply', wrote: true, began: ['claim'] });
    expect([await setting('claim'), await setting('work'), await setting('reply')]).toEqual([
      'held',
      'done',
      'reply',
    ]);
  });

  it('keeps nothing of a deferred transaction whose work fails unexpectedly', async () => {
    await expect(
      data.deferred(
        async () => {
          await data.transaction(() => put('work', 'done'));
          throw new Error('crashed');
        },
        {
          onBegin: async () => {
            await put('claim', 'held');
          },
          onEnd: async () => undefined,
        },
      ),
    ).rejects.toThrow('crashed');
    expect([await setting('claim'), await setting('work')]).toEqual([undefined, undefined]);
  });

  it('answers a deferred run that never wrote without opening anything', async () => {
    const { result, wrote } = await data.deferred(async () => 'refused', {
      onBegin: async () => {
        await put('claim', 'held');
      },
      onEnd: async () => undefined,
    });
    expect({ result, wrote }).toEqual({ result: 'refused', wrote: false });
    expect(await setting('claim')).toBeUndefined();
  });

  it('hands out each next id once to transactions that insert side by side', async () => {
    const at = new Date().toISOString();
    const ids = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        data.transaction(async () => {
          const id = await data.nextId('news');
          await data
            .q()
            .insertInto('news')
            .values({
              id,
              title_en: `News ${n}`,
              title_cn: `新闻 ${n}`,
              summary_en: '',
              summary_cn: '',
              body_en: '',
              body_cn: '',
              published_at: at,
              created_at: at,
            })
            .execute();
          return id;
        }),
      ),
    );
    expect(new Set(ids).size).toBe(5);
    expect(ids.every((id) => Number.isSafeInteger(id) && id > 0)).toBe(true);
  });

  it('runs tasks of one lock key one at a time, and skips a try while it is held', async () => {
    const events: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = data.locks.run(9, 1, async () => {
      events.push('first starts');
      started();
      await held;
      events.push('first ends');
    });
    // The second asks once the first holds the lock: it must wait for the first to end.
    await running;
    const second = data.locks.run(9, 1, async () => {
      events.push('second runs');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await data.locks.tryRun(9, 1, async () => undefined)).toBe(false);
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['first starts', 'first ends', 'second runs']);
    expect(await data.locks.tryRun(9, 1, async () => undefined)).toBe(true);
  });
});
