import type { Migration } from '../migrate';

/**
 * Version 17: a session records when it was last used (`last_seen_at`), so that it ends after a
 * time unused as well as at the end of its lifetime (ADR 039). Sessions open before the column
 * count as last used when they were opened.
 */
export const sessionActivityMigration: Migration = {
  version: 17,
  name: 'when each session was last used',
  sql: `
    ALTER TABLE sessions ADD COLUMN last_seen_at TEXT;
    UPDATE sessions SET last_seen_at = created_at;
  `,
};
