import type { Database as Db } from 'better-sqlite3';
import { SerializedData } from '../http/serializedData';
import { createDatabaseVersion } from './databaseVersion';
import { keptUntilChange } from './keptUntilChange';

/**
 * Answers to reads that depend on nothing but the database, as JSON text, kept until the database
 * changes (`keptUntilChange`). Keys must name everything the read depends on (page, filters,
 * language) and come from validated input, so there are only as many as the contract allows.
 */
export function createUnchangedReads(db: Db) {
  const answers = keptUntilChange<string>(createDatabaseVersion(db));
  return {
    /** The answer of `read` for `key`, computed once per state of the database. */
    json<T>(key: string, read: () => T): SerializedData<T> {
      return new SerializedData<T>(answers(key, () => JSON.stringify(read())));
    },
  };
}
