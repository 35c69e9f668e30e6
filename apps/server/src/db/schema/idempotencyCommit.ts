import type { Migration } from '../migrate';

/**
 * Version 7: when the work of an idempotent request commits, its claim is marked in the same
 * transaction. On start, a claim with neither a reply nor that mark belongs to a request a crash
 * cut off before it changed anything, and is released so the client's retry runs.
 */
export const idempotencyCommitMigration: Migration = {
  version: 7,
  name: 'idempotency keys: committed mark',
  sql: `ALTER TABLE idempotency_keys ADD COLUMN committed_at TEXT;`,
};
