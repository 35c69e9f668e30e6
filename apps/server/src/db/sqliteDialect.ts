import type { Database as Db, Statement } from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, Driver, SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * The statements of `db`, each compiled on first use and reused after (ADR 020): better-sqlite3
 * keeps no statement cache of its own, and compiling costs more than running a small query.
 * Kysely compiles every query to text with its values as parameters, so the texts are the
 * queries the code writes, never request input. A list of values (`in (?, ?, …)`) makes one text
 * per length, so the cache stops growing at `MAX_STATEMENTS` and compiles the rest each time.
 */
const MAX_STATEMENTS = 1000;

function cachedStatements(db: Db): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        if (statements.size < MAX_STATEMENTS) statements.set(sql, statement);
      }
      return statement as unknown as SqliteStatement;
    },
  };
}

/**
 * Kysely's SQLite driver with two changes: a transaction begins with `BEGIN IMMEDIATE`, taking
 * the write lock at once, so two writers never both read a balance and then both spend it; and a
 * query asked of the database itself while the caller holds a transaction is refused, because
 * SQLite has one connection: it would wait for that transaction to end, which waits for it.
 */
class ImmediateSqliteDriver implements Driver {
  readonly #inner: SqliteDriver;
  readonly #holdsTransaction: () => boolean;

  constructor(inner: SqliteDriver, holdsTransaction: () => boolean) {
    this.#inner = inner;
    this.#holdsTransaction = holdsTransaction;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    if (this.#holdsTransaction())
      throw new Error('A query ran outside the transaction its caller holds (use data.q())');
    return this.#inner.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }

  releaseConnection(): Promise<void> {
    return this.#inner.releaseConnection();
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/** Kysely over one better-sqlite3 connection, with cached statements and immediate transactions. */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;
  readonly #holdsTransaction: () => boolean;

  constructor(db: Db, holdsTransaction: () => boolean) {
    const database = cachedStatements(db);
    super({ database });
    this.#database = database;
    this.#holdsTransaction = holdsTransaction;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(
      new SqliteDriver({ database: this.#database }),
      this.#holdsTransaction,
    );
  }
}
