import { SerializedData } from '../http/serializedData';
import type { Data } from './data';
import { createDatabaseVersion } from './databaseVersion';
import { keptUntilChange } from './keptUntilChange';

/**
 * Answers to reads that depend on nothing but the database, as JSON text, kept until the database
 * changes (`keptUntilChange`; on SQLite only). Keys must name everything the read depends on
 * (page, filters, language) and come from validated input, so there are only as many as the
 * contract allows.
 */
export function createUnchangedReads(data: Data) {
  const answers = keptUntilChange<string>(createDatabaseVersion(data));
  return {
    /** The answer of `read` for `key`, computed once per state of the database. */
    async json<T>(key: string, read: () => Promise<T>): Promise<SerializedData<T>> {
      return new SerializedData<T>(await answers(key, async () => JSON.stringify(await read())));
    },
  };
}
