import type { Migration } from '../migrate';

/**
 * Version 19: wrong passwords sent for an address that has no account of the visitor type asked
 * for, counted and locked as an account's are, so that sign-in answers both alike (ADR 037). Kept
 * by a hash of the visitor type and the address, not the address; a row is forgotten a while after
 * its last wrong password, and when the address registers.
 */
export const unknownSignInsMigration: Migration = {
  version: 19,
  name: 'wrong passwords for addresses without an account',
  sql: `
    CREATE TABLE unknown_sign_ins (
      key_hash TEXT PRIMARY KEY,
      failed_logins INTEGER NOT NULL CHECK (failed_logins >= 0),
      locked INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1)),
      last_failed_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX unknown_sign_ins_time ON unknown_sign_ins (last_failed_at);
  `,
};
