import { MAX_PASSWORD_ATTEMPTS } from '@carbonmarket/domain';
import type { Migration } from '../migrate';

/**
 * Version 16: the sign-in lock gets a column of its own, `sign_in_locked`, apart from `locked`,
 * which is now only the account lock that wrong withdrawal passwords set (with the balance
 * frozen) and only the operator lifts (ADR 013). Accounts locked by wrong sign-ins move to the new
 * column; an account locked both ways keeps both.
 */
export const signInLockMigration: Migration = {
  version: 16,
  name: 'the sign-in lock apart from the account lock',
  sql: `
    ALTER TABLE members ADD COLUMN sign_in_locked INTEGER NOT NULL DEFAULT 0
      CHECK (sign_in_locked IN (0, 1));
    UPDATE members SET sign_in_locked = 1
      WHERE locked = 1 AND failed_logins >= ${MAX_PASSWORD_ATTEMPTS};
    UPDATE members SET locked = 0
      WHERE locked = 1 AND failed_logins >= ${MAX_PASSWORD_ATTEMPTS}
        AND failed_withdrawal_passwords < ${MAX_PASSWORD_ATTEMPTS};
  `,
};
