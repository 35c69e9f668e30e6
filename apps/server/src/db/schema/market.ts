import type { Migration } from '../migrate';

const PROJECT_STATUS_CHECK =
  "'pending_review', 'presale', 'in_progress', 'closed', 'reservation_waiting', 'not_begun', 'ended', 'full'";
const ORDER_STATUS_CHECK =
  "'applying', 'in_progress', 'completed', 'pending_final_payment', 'final_payment_made'";
const LEVEL_CHECK = "'P0', 'P1', 'P2', 'P3', 'P4', 'P5'";

/**
 * Version 5: the market. Projects (with their presale terms, selling window, minimum level and the
 * carbon detail of their credits), orders (spot purchases and presale bookings with their final
 * payment) and sales of credits (proceeds pending until their payout date). Money is integer
 * cents, tons integer thousandths, instants ISO 8601 text. Holdings and the money they move live
 * in the ledger tables of version 3.
 */
export const marketMigration: Migration = {
  version: 5,
  name: 'projects, orders and sales of credits',
  sql: `
    CREATE TABLE projects (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      location TEXT NOT NULL,
      type TEXT NOT NULL,
      -- JSON array of the certification standards' names.
      standards TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN (${PROJECT_STATUS_CHECK})),
      unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents > 0),
      quantity_milli_tons INTEGER NOT NULL CHECK (quantity_milli_tons > 0),
      remaining_milli_tons INTEGER NOT NULL
        CHECK (remaining_milli_tons >= 0 AND remaining_milli_tons <= quantity_milli_tons),
      min_milli_tons INTEGER NOT NULL CHECK (min_milli_tons > 0),
      max_milli_tons INTEGER NOT NULL CHECK (max_milli_tons >= min_milli_tons),
      introduction TEXT NOT NULL,
      fact_sheet_url TEXT,
      image_url TEXT,
      min_level TEXT NOT NULL CHECK (min_level IN (${LEVEL_CHECK})),
      selling_starts_at TEXT,
      selling_ends_at TEXT,
      -- Presales: all four presale columns are set together, the final ones once known.
      booking_fee_percent TEXT,
      expected_milli_tons INTEGER CHECK (expected_milli_tons > 0),
      final_unit_price_cents INTEGER CHECK (final_unit_price_cents > 0),
      final_milli_tons INTEGER CHECK (final_milli_tons > 0),
      final_set_at TEXT,
      vintage INTEGER NOT NULL,
      verification_agency TEXT NOT NULL,
      monitoring TEXT NOT NULL,
      credit_type TEXT NOT NULL,
      developer TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      CHECK ((booking_fee_percent IS NULL) = (expected_milli_tons IS NULL)),
      CHECK (final_unit_price_cents IS NULL OR booking_fee_percent IS NOT NULL)
    ) STRICT;
    CREATE INDEX projects_status ON projects (status, id);

    CREATE TABLE orders (
      id INTEGER PRIMARY KEY,
      order_no TEXT NOT NULL UNIQUE,
      member_id INTEGER NOT NULL REFERENCES members (id),
      project_id INTEGER NOT NULL REFERENCES projects (id),
      kind TEXT NOT NULL CHECK (kind IN ('purchase', 'presale')),
      status TEXT NOT NULL CHECK (status IN (${ORDER_STATUS_CHECK})),
      unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents > 0),
      milli_tons INTEGER NOT NULL CHECK (milli_tons > 0),
      total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
      booking_fee_cents INTEGER CHECK (booking_fee_cents >= 0),
      final_payment_deadline TEXT,
      final_milli_tons INTEGER CHECK (final_milli_tons >= 0),
      final_unit_price_cents INTEGER CHECK (final_unit_price_cents > 0),
      final_payment_cents INTEGER CHECK (final_payment_cents >= 0),
      final_paid_at TEXT,
      -- The deadline passed unpaid: the booking fee was kept.
      forfeited_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      CHECK ((kind = 'presale') = (booking_fee_cents IS NOT NULL))
    ) STRICT;
    CREATE INDEX orders_member ON orders (member_id, id);
    CREATE INDEX orders_member_project ON orders (member_id, project_id, created_at);
    CREATE INDEX orders_project_status ON orders (project_id, status);
    CREATE INDEX orders_deadline ON orders (status, final_payment_deadline)
      WHERE forfeited_at IS NULL;

    CREATE TABLE sales (
      id INTEGER PRIMARY KEY,
      sale_no TEXT NOT NULL UNIQUE,
      member_id INTEGER NOT NULL REFERENCES members (id),
      project_id INTEGER NOT NULL REFERENCES projects (id),
      kind TEXT NOT NULL CHECK (kind IN ('normal', 'presale')),
      milli_tons INTEGER NOT NULL CHECK (milli_tons > 0),
      unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents > 0),
      proceeds_cents INTEGER NOT NULL CHECK (proceeds_cents > 0),
      status TEXT NOT NULL CHECK (status IN ('pending', 'settled')),
      payout_at TEXT NOT NULL,
      created_at TEXT NOT NULL,
      settled_at TEXT,
      CHECK ((status = 'settled') = (settled_at IS NOT NULL))
    ) STRICT;
    CREATE INDEX sales_member ON sales (member_id, id);
    CREATE INDEX sales_due ON sales (status, payout_at);
  `,
};
