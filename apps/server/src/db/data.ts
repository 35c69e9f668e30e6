import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database as Db } from 'better-sqlite3';
import { sql } from 'kysely';
import type { ControlledTransaction, Kysely, Transaction } from 'kysely';
import type { Engine } from './engine';
import type { ExclusiveLocks } from './exclusiveLocks';
import type { Tables } from './tables';

/** What runs queries: the database, or the transaction the caller is inside. */
export type Queries = Kysely<Tables>;

/** The transaction of one async context, and what waits for its commit. */
interface Context {
  trx: Transaction<Tables> | undefined;
  /** A deferred transaction's, which its `deferred` call commits or rolls back. */
  controlled?: ControlledTransaction<Tables>;
  /** False before it begins and once it has ended: the context's queries go to the database. */
  open: boolean;
  readonly afterCommit: (() => void)[];
  /** Savepoints opened so far, to name the next one. */
  depth: number;
  /** A deferred transaction: what runs when the first write of the context begins it. */
  readonly onBegin?: (q: Queries) => Promise<void>;
}

/** PostgreSQL's codes for a transaction that lost a race and may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 4;

const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  RETRYABLE.has(String((error as { code?: unknown }).code));

/** What a deferred transaction's work answered, and whether it wrote anything. */
export interface Deferred<T> {
  result: T;
  /** The transaction began (the work wrote) and has committed. */
  wrote: boolean;
}

/**
 * The server's access to its database, whichever engine holds it. Every query goes through
 * `q()`, which answers the transaction the calling async context is inside, or the database
 * outside one; so a service never passes a transaction along, and work called inside a write
 * joins it (in a savepoint of its own, so a refusal inside it undoes it alone).
 *
 * `transaction` opens one: on SQLite `BEGIN IMMEDIATE`, on PostgreSQL READ COMMITTED, where writes
 * lock the rows they decide on. An outermost PostgreSQL transaction that loses a deadlock or a
 * serialization race runs again, at most four times; what it publishes waits for the commit
 * (`afterCommit`), so a retry repeats nothing.
 *
 * `deferred` runs a request whose transaction begins at its first write and lasts to its end:
 * what the request does before (checking a password) holds no lock, and what it stores after
 * (its reply) commits with the write.
 */
export interface Data {
  readonly engine: Engine;
  /** The queries of the caller: its open transaction, or the database. */
  q(): Queries;
  /** Runs `work` in one transaction, joining the caller's (in a savepoint) if one is open. */
  transaction<T>(work: (q: Queries) => Promise<T>): Promise<T>;
  /**
   * Runs `work` so that its first `transaction` begins one that stays open to the end of `work`:
   * `onBegin` runs first in it, `onEnd` last, with what `work` answered; then it commits. Work that
   * throws rolls it back.
   */
  deferred<T>(
    work: () => Promise<T>,
    hooks: { onBegin(q: Queries): Promise<void>; onEnd(q: Queries, result: T): Promise<void> },
  ): Promise<Deferred<T>>;
  /**
   * The id the next row of `table` takes, for a reference made from it before the insert. Call it
   * inside the transaction that inserts the row with that id. On SQLite the next after the largest
   * (the write lock keeps it from being taken twice); on PostgreSQL the table's identity sequence,
   * which no two transactions share.
   */
  nextId(table: TableWithId): Promise<number>;
  /** Runs `effect` once the caller's transaction commits (never if it rolls back); now outside one. */
  afterCommit(effect: () => void): void;
  /** True inside an open transaction. */
  inTransaction(): boolean;
  /** Tasks run one at a time per key, across every instance (see `lockSpaces.ts`). */
  readonly locks: ExclusiveLocks;
  /** SQLite only: the one connection, whose change counters the per-process caches read. */
  readonly sqlite: Db | undefined;
  close(): Promise<void>;
}

/** What the data layer is built over (see `openData.ts`). */
export interface DataParts {
  engine: Engine;
  db: Kysely<Tables>;
  scope: TransactionScope;
  locks: ExclusiveLocks;
  /** SQLite only. */
  sqlite?: Db | undefined;
  close(): Promise<void>;
}

/** Tables whose rows have an `id` the database assigns. */
export type TableWithId = {
  [T in keyof Tables]: 'id' extends keyof Tables[T] ? T : never;
}[keyof Tables];

/** One store per data layer: which transaction each async context is inside. */
export const transactionScope = () => new AsyncLocalStorage<Context>();
export type TransactionScope = ReturnType<typeof transactionScope>;

/** Builds the data layer over an open Kysely instance (see `openData.ts`). */
export function createData(parts: DataParts): Data {
  const { engine, db, scope, locks, close } = parts;
  const sqlite = parts.sqlite;
  const current = (): Context | undefined => {
    const context = scope.getStore();
    return context?.open ? context : undefined;
  };

  const runEffects = (context: Context) => {
    context.open = false;
    for (const effect of context.afterCommit.splice(0)) effect();
  };

  /** `work` inside the open transaction of `context`, in a savepoint of its own. */
  const nested = async <T>(context: Context, trx: Queries, work: (q: Queries) => Promise<T>) => {
    context.depth += 1;
    const name = sql.raw(`work_${context.depth}`);
    await sql`savepoint ${name}`.execute(trx);
    try {
      const result = await work(trx);
      await sql`release savepoint ${name}`.execute(trx);
      return result;
    } catch (error) {
      await sql`rollback to savepoint ${name}`.execute(trx);
      await sql`release savepoint ${name}`.execute(trx);
      throw error;
    }
  };

  const outermost = async <T>(work: (q: Queries) => Promise<T>): Promise<T> => {
    const context: Context = { trx: undefined, open: false, afterCommit: [], depth: 0 };
    try {
      const result = await db.transaction().execute((trx) => {
        context.trx = trx;
        context.open = true;
        return scope.run(context, () => work(trx));
      });
      runEffects(context);
      return result;
    } finally {
      // Committed or rolled back: work of this context still running is outside it now.
      context.open = false;
    }
  };

  return {
    engine,
    sqlite,
    locks,
    close,
    q: () => current()?.trx ?? db,
    inTransaction: () => current() !== undefined,

    async transaction(work) {
      const context = scope.getStore();
      if (context?.open && context.trx) return nested(context, context.trx, work);
      if (context?.onBegin && !context.trx) {
        const trx = await db.startTransaction().execute();
        context.trx = trx;
        context.controlled = trx;
        context.open = true;
        try {
          await context.onBegin(trx);
          return await work(trx);
        } catch (error) {
          // Nothing but this work is in the transaction yet, so no savepoint guards it: a refusal
          // rolls the whole back, and the request's next write (if any) begins it afresh.
          context.open = false;
          context.trx = undefined;
          delete context.controlled;
          context.afterCommit.length = 0;
          await trx.rollback().execute();
          throw error;
        }
      }
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await outermost(work);
        } catch (error) {
          if (engine !== 'postgres' || attempt >= ATTEMPTS || !isRetryable(error)) throw error;
        }
      }
    },

    async deferred(work, { onBegin, onEnd }) {
      const context: Context = { trx: undefined, open: false, afterCommit: [], depth: 0, onBegin };
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await scope.run(context, work);
      } catch (error) {
        context.open = false;
        if (context.controlled) await context.controlled.rollback().execute();
        throw error;
      }
      const { trx, controlled } = context;
      if (!trx || !controlled) return { result, wrote: false };
      try {
        await scope.run(context, () => onEnd(trx, result));
        await controlled.commit().execute();
      } catch (error) {
        context.open = false;
        await controlled.rollback().execute();
        throw error;
      }
      runEffects(context);
      return { result, wrote: true };
    },

    async nextId(table) {
      const q = current()?.trx ?? db;
      const { rows } =
        engine === 'postgres'
          ? await sql<{
              id: number;
            }>`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`.execute(q)
          : await sql<{
              id: number;
            }>`select coalesce(max(id), 0) + 1 as id from ${sql.table(table)}`.execute(q);
      return Number(rows[0]?.id);
    },

    afterCommit(effect) {
      const context = current();
      if (context) context.afterCommit.push(effect);
      else effect();
    },
  };
}
