import type { Migration } from './migrate';

/**
 * The schema, one migration per change, never edited once released. Money is stored as integer
 * cents and tons as integer thousandths (never floating point); instants as ISO 8601 text.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'settings',
    sql: `
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
    `,
  },
];
