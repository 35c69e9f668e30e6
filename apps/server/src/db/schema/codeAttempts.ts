import type { Migration } from '../migrate';

/** Version 10: wrong tries are counted per verification code, which stops working at five. */
export const codeAttemptsMigration: Migration = {
  version: 10,
  name: 'wrong tries per verification code',
  sql: `
    ALTER TABLE verification_codes ADD COLUMN failed_attempts INTEGER NOT NULL DEFAULT 0
      CHECK (failed_attempts >= 0);
  `,
};
