import type { Migration } from '../migrate';

/**
 * Version 8: an IC number belongs to one member. Guests have none (NULL), and SQLite lets any
 * number of rows hold NULL under a unique index. Registration checks first and answers
 * IC_NUMBER_EXISTS; the index is the last word should anything write members another way.
 * A database already holding one IC number twice cannot take the index: the migration fails
 * and the server does not start until the operator has resolved the duplicates.
 */
export const memberIdentityMigration: Migration = {
  version: 8,
  name: 'members: one member per IC number',
  sql: `CREATE UNIQUE INDEX members_ic_number ON members (ic_number) WHERE ic_number IS NOT NULL;`,
};
