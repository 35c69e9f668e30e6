import type { Migration } from '../migrate';

const REGISTRY_CHECK =
  "'verra', 'gold_standard', 'american_carbon_registry', 'climate_action_reserve'";
const CREDIT_RECORD_TYPE_CHECK = "'purchase', 'final_payment', 'sale', 'retirement', 'adjustment'";

/**
 * Version 21: retiring credits (ADR 045). A credit record may now be a `retirement`: SQLite
 * cannot change a CHECK in place, so `credit_records` is copied into a table with the new list,
 * row for row (ids kept), and takes its name back. Each retirement keeps the whole tons it took,
 * the serial range they got (one number per ton, per project), the project's facts of that day,
 * who the certificate is made out to and why, and the certificate's random public id.
 *
 * The serial ranges of one project never overlap: the service hands them out in the retirement's
 * write transaction, and the trigger refuses a row whose range meets another of its project, so
 * even a bug cannot print one serial twice. A retirement is never changed nor deleted.
 */
export const retirementsMigration: Migration = {
  version: 21,
  name: 'retirements of credits',
  sql: `
    CREATE TABLE credit_records_next (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members (id),
      project_id INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('normal', 'presale')),
      type TEXT NOT NULL CHECK (type IN (${CREDIT_RECORD_TYPE_CHECK})),
      milli_tons INTEGER NOT NULL CHECK (milli_tons <> 0),
      milli_tons_after INTEGER NOT NULL CHECK (milli_tons_after >= 0),
      reference TEXT NOT NULL,
      created_at TEXT NOT NULL
    ) STRICT;
    INSERT INTO credit_records_next
      (id, member_id, project_id, kind, type, milli_tons, milli_tons_after, reference, created_at)
      SELECT id, member_id, project_id, kind, type, milli_tons, milli_tons_after, reference, created_at
        FROM credit_records ORDER BY id;
    DROP TABLE credit_records;
    ALTER TABLE credit_records_next RENAME TO credit_records;
    CREATE INDEX credit_records_member ON credit_records (member_id, id);

    CREATE TABLE retirements (
      id INTEGER PRIMARY KEY,
      retirement_no TEXT NOT NULL UNIQUE,
      certificate_id TEXT NOT NULL UNIQUE
        CHECK (length(certificate_id) = 26 AND certificate_id NOT GLOB '*[^a-z2-7]*'),
      member_id INTEGER NOT NULL REFERENCES members (id),
      project_id INTEGER NOT NULL REFERENCES projects (id),
      kind TEXT NOT NULL CHECK (kind IN ('normal', 'presale')),
      milli_tons INTEGER NOT NULL CHECK (milli_tons > 0 AND milli_tons % 1000 = 0),
      serial_prefix TEXT NOT NULL,
      serial_start INTEGER NOT NULL CHECK (serial_start >= 1),
      serial_end INTEGER NOT NULL,
      vintage INTEGER NOT NULL,
      -- JSON array of the standards' names, as the project had them that day.
      standards TEXT NOT NULL,
      registry TEXT CHECK (registry IN (${REGISTRY_CHECK})),
      registry_id TEXT,
      beneficiary TEXT NOT NULL CHECK (length(beneficiary) BETWEEN 1 AND 120),
      for_self INTEGER NOT NULL CHECK (for_self IN (0, 1)),
      reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 140),
      created_at TEXT NOT NULL,
      CHECK (serial_end - serial_start + 1 = milli_tons / 1000),
      CHECK ((registry IS NULL) = (registry_id IS NULL))
    ) STRICT;
    CREATE INDEX retirements_member ON retirements (member_id, id);
    CREATE UNIQUE INDEX retirements_serials ON retirements (project_id, serial_start);
    CREATE TRIGGER retirements_serials_apart BEFORE INSERT ON retirements
      WHEN EXISTS (SELECT 1 FROM retirements r WHERE r.project_id = NEW.project_id
                     AND r.serial_start <= NEW.serial_end AND NEW.serial_start <= r.serial_end)
      BEGIN SELECT RAISE(ABORT, 'serial range overlaps another of its project'); END;
    CREATE TRIGGER retirements_never_changed BEFORE UPDATE ON retirements
      BEGIN SELECT RAISE(ABORT, 'a retirement is never changed'); END;
    CREATE TRIGGER retirements_never_deleted BEFORE DELETE ON retirements
      BEGIN SELECT RAISE(ABORT, 'a retirement is never deleted'); END;
  `,
};
