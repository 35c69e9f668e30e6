import type { Migration } from '../migrate';

/**
 * Version 3: the money ledger and the carbon-credit ledger, and idempotency keys.
 * A wallet row holds each balance in integer cents; every change of a balance is one fund record
 * carrying the balance after it, so the sum of a member's records per balance always equals the
 * wallet. Holdings and credit records do the same for tons, in integer thousandths of a ton.
 */
export const ledgerMigration: Migration = {
  version: 3,
  name: 'wallets, fund records, holdings, credit records and idempotency keys',
  sql: `
    CREATE TABLE wallets (
      member_id INTEGER PRIMARY KEY REFERENCES members (id),
      available_cents INTEGER NOT NULL DEFAULT 0 CHECK (available_cents >= 0),
      frozen_cents INTEGER NOT NULL DEFAULT 0 CHECK (frozen_cents >= 0),
      pending_cents INTEGER NOT NULL DEFAULT 0 CHECK (pending_cents >= 0),
      declined_cents INTEGER NOT NULL DEFAULT 0 CHECK (declined_cents >= 0)
    ) STRICT;
    CREATE TABLE fund_records (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members (id),
      type TEXT NOT NULL CHECK (type IN ('top_up', 'purchase', 'booking_fee', 'final_payment', 'sale', 'sale_settled', 'withdrawal', 'withdrawal_refused', 'withdrawal_refund', 'membership', 'freeze', 'unfreeze', 'adjustment')),
      balance TEXT NOT NULL CHECK (balance IN ('available', 'frozen', 'pending', 'declined')),
      amount_cents INTEGER NOT NULL CHECK (amount_cents <> 0),
      balance_after_cents INTEGER NOT NULL CHECK (balance_after_cents >= 0),
      reference TEXT NOT NULL,
      created_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX fund_records_member ON fund_records (member_id, id);
    CREATE TABLE holdings (
      member_id INTEGER NOT NULL REFERENCES members (id),
      project_id INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('normal', 'presale')),
      milli_tons INTEGER NOT NULL DEFAULT 0 CHECK (milli_tons >= 0),
      PRIMARY KEY (member_id, project_id, kind)
    ) STRICT;
    CREATE TABLE credit_records (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members (id),
      project_id INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('normal', 'presale')),
      type TEXT NOT NULL CHECK (type IN ('purchase', 'final_payment', 'sale', 'adjustment')),
      milli_tons INTEGER NOT NULL CHECK (milli_tons <> 0),
      milli_tons_after INTEGER NOT NULL CHECK (milli_tons_after >= 0),
      reference TEXT NOT NULL,
      created_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX credit_records_member ON credit_records (member_id, id);
    CREATE TABLE idempotency_keys (
      member_id INTEGER NOT NULL REFERENCES members (id),
      key TEXT NOT NULL,
      endpoint TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      -- The reply exactly as first sent; NULL while the first request is still running.
      reply TEXT,
      created_at TEXT NOT NULL,
      PRIMARY KEY (member_id, key)
    ) STRICT;
  `,
};
