import type { Migration } from '../migrate';

/**
 * Version 20: where a withdrawal is paid, the saved bank account or the PayNow number saved with
 * it. Withdrawals asked for before were all paid into the bank account.
 */
export const withdrawalDestinationMigration: Migration = {
  version: 20,
  name: 'where a withdrawal is paid',
  sql: `
    ALTER TABLE withdrawals ADD COLUMN destination TEXT NOT NULL DEFAULT 'bank'
      CHECK (destination IN ('bank', 'paynow'));
  `,
};
