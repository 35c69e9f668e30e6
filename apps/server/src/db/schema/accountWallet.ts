import type { Migration } from '../migrate';

/**
 * Version 4: what the account and wallet area keeps. On members: the withdrawal password (scrypt
 * hash), the count of wrong withdrawal passwords in a row, and when the membership ends. Then the
 * saved bank card, top-ups (PayNow references waiting for their payment), withdrawals (with a copy
 * of the bank account they pay into) and membership purchases. Money in integer cents, instants
 * as ISO 8601 text.
 */
export const accountWalletMigration: Migration = {
  version: 4,
  name: 'withdrawal password, membership expiry, bank cards, top-ups, withdrawals, membership purchases',
  sql: `
    ALTER TABLE members ADD COLUMN withdrawal_password_hash TEXT;
    ALTER TABLE members ADD COLUMN failed_withdrawal_passwords INTEGER NOT NULL DEFAULT 0
      CHECK (failed_withdrawal_passwords >= 0);
    ALTER TABLE members ADD COLUMN membership_expires_at TEXT;
    CREATE TABLE bank_cards (
      member_id INTEGER PRIMARY KEY REFERENCES members (id),
      bank_name TEXT NOT NULL,
      account_number TEXT NOT NULL,
      holder_name TEXT NOT NULL,
      paynow_number TEXT,
      updated_at TEXT NOT NULL
    ) STRICT;
    CREATE TABLE top_ups (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members (id),
      amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
      reference TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'cancelled')),
      created_at TEXT NOT NULL,
      resolved_at TEXT
    ) STRICT;
    CREATE INDEX top_ups_member ON top_ups (member_id, id);
    CREATE INDEX top_ups_status ON top_ups (status, id);
    CREATE TABLE withdrawals (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members (id),
      amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
      fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0),
      net_cents INTEGER NOT NULL CHECK (net_cents >= 0 AND net_cents + fee_cents = amount_cents),
      status TEXT NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'completed', 'refused')),
      bank_name TEXT NOT NULL,
      account_number TEXT NOT NULL,
      holder_name TEXT NOT NULL,
      paynow_number TEXT,
      created_at TEXT NOT NULL,
      resolved_at TEXT
    ) STRICT;
    CREATE INDEX withdrawals_member ON withdrawals (member_id, id);
    CREATE INDEX withdrawals_status ON withdrawals (status, id);
    CREATE TABLE membership_purchases (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members (id),
      level TEXT NOT NULL CHECK (level IN ('P1', 'P2', 'P3', 'P4', 'P5')),
      period TEXT NOT NULL CHECK (period IN ('monthly', 'annual')),
      price_cents INTEGER NOT NULL CHECK (price_cents > 0),
      starts_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      created_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX membership_purchases_member ON membership_purchases (member_id, id);
  `,
};
