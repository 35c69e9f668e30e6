import type { Database as Db } from 'better-sqlite3';
import { SerializedData } from '../http/serializedData';

/** How many answers are kept at most; beyond it, answers are computed and not kept. */
const MAX_ENTRIES = 256;

/**
 * Answers to reads that depend on nothing but the database, as JSON text, kept until the database
 * changes. A change is any row this connection inserts, updates or deletes (`total_changes()`,
 * rolled-back ones included) and any commit by another connection (`PRAGMA data_version`): both
 * are checked on every read, so an answer is never older than the last write, and a write of any
 * table forgets every answer. Keys must name everything the read depends on (page, filters,
 * language) and come from validated input, so there are only as many as the contract allows.
 */
export function createUnchangedReads(db: Db) {
  const ownChanges = db.prepare<[], number>('SELECT total_changes()').pluck();
  const otherCommits = db.prepare<[], number>('PRAGMA data_version').pluck();
  const answers = new Map<string, string>();
  let version = '';
  return {
    /** The answer of `read` for `key`, computed once per state of the database. */
    json<T>(key: string, read: () => T): SerializedData<T> {
      const now = `${ownChanges.get()}:${otherCommits.get()}`;
      if (now !== version) {
        answers.clear();
        version = now;
      }
      let json = answers.get(key);
      if (json === undefined) {
        json = JSON.stringify(read());
        if (answers.size < MAX_ENTRIES) answers.set(key, json);
      }
      return new SerializedData<T>(json);
    },
  };
}

export type UnchangedReads = ReturnType<typeof createUnchangedReads>;
