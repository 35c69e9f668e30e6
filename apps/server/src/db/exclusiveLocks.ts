import type pg from 'pg';
import { createKeyedQueue } from '../auth/keyedQueue';

/** Runs tasks one at a time per key, and tasks of different keys side by side. */
export interface ExclusiveLocks {
  /** Runs `task` once no other task holds `[space, id]`, on any instance, and holds it meanwhile. */
  run<T>(space: number, id: number, task: () => Promise<T>): Promise<T>;
  /** Runs `task` only if no other task holds `[space, id]` now; answers whether it ran. */
  tryRun(space: number, id: number, task: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * One process serves a SQLite file (ADR 004), so an in-memory queue per key sees every task.
 */
export function processLocks(): ExclusiveLocks {
  const queue = createKeyedQueue<string>();
  /** Tasks queued or running, per key. */
  const waiting = new Map<string, number>();
  const run = async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    waiting.set(key, (waiting.get(key) ?? 0) + 1);
    try {
      return await queue.run(key, task);
    } finally {
      const left = (waiting.get(key) ?? 1) - 1;
      if (left === 0) waiting.delete(key);
      else waiting.set(key, left);
    }
  };
  return {
    run: (space, id, task) => run(`${space}:${id}`, task),
    async tryRun(space, id, task) {
      const key = `${space}:${id}`;
      if (waiting.has(key)) return false;
      await run(key, task);
      return true;
    },
    close: async () => undefined,
  };
}

/**
 * Several instances share a PostgreSQL server: a task holds the advisory lock `[space, id]` on a
 * connection of its own while it runs (its own pool, so tasks waiting for locks never starve the
 * queries of the tasks holding them). A connection that dies releases its locks with it.
 */
export function advisoryLocks(pool: pg.Pool): ExclusiveLocks {
  return {
    async run(space, id, task) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1, $2)', [space, id]);
      } catch (error) {
        client.release(true);
        throw error;
      }
      let unlocked = false;
      try {
        return await task();
      } finally {
        try {
          await client.query('SELECT pg_advisory_unlock($1, $2)', [space, id]);
          unlocked = true;
        } finally {
          // A connection whose unlock failed may still hold the lock: it is closed, not reused.
          client.release(!unlocked);
        }
      }
    },
    async tryRun(space, id, task) {
      const client = await pool.connect();
      let unlocked = false;
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1, $2) AS locked',
          [space, id],
        );
        if (!rows[0]?.locked) {
          unlocked = true;
          return false;
        }
        try {
          await task();
          return true;
        } finally {
          await client.query('SELECT pg_advisory_unlock($1, $2)', [space, id]);
          unlocked = true;
        }
      } finally {
        client.release(!unlocked);
      }
    },
    close: () => pool.end(),
  };
}
