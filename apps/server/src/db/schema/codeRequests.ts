import type { Migration } from '../migrate';

/**
 * Version 15: every request for a verification code, by a hash of the address it names (not the
 * address: most probes name addresses of people who never signed up), so that codes can be limited
 * per address whatever client asks. Rows older than the limit's window are deleted as new ones come.
 */
export const codeRequestsMigration: Migration = {
  version: 15,
  name: 'verification code requests per address',
  sql: `
    CREATE TABLE code_requests (
      email_hash TEXT NOT NULL,
      requested_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX code_requests_email ON code_requests (email_hash, requested_at);
    CREATE INDEX code_requests_time ON code_requests (requested_at);
  `,
};
