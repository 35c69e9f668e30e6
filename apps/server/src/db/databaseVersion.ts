import type { Data } from './data';

/**
 * A text that differs whenever the database may have changed since it was last read: any row
 * SQLite's one connection inserted, updated or deleted (`total_changes()`, rolled-back ones
 * included), and any commit by another connection (`PRAGMA data_version`). About 2 µs a read.
 * Undefined on PostgreSQL, where other instances write unseen: nothing is kept there.
 */
export function createDatabaseVersion(data: Data): (() => string) | undefined {
  const { sqlite } = data;
  if (!sqlite) return undefined;
  const ownChanges = sqlite.prepare<[], number>('SELECT total_changes()').pluck();
  const otherCommits = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
  return () => `${ownChanges.get()}:${otherCommits.get()}`;
}
