import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

const AT = '2026-11-20T02:00:00.000Z';

/** A database at version 20 with a member, a project and two credit records. */
function databaseBefore() {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version < 21),
  );
  db.prepare(
    "INSERT INTO members (id, visitor_type, email, created_at) VALUES (7, 'personal', 'a@b.sg', ?)",
  ).run(AT);
  db.prepare(
    `INSERT INTO projects (id, name, location, type, standards, status, unit_price_cents,
       quantity_milli_tons, remaining_milli_tons, min_milli_tons, max_milli_tons, introduction,
       min_level, vintage, verification_agency, monitoring, credit_type, developer, created_at,
       updated_at)
     VALUES (3, 'Peat', 'Borneo', 'peatland', '["VCS"]', 'in_progress', 1000, 100000, 90000, 1000,
       10000, 'Text', 'P0', 2024, 'SCS', 'Yearly', 'VCU', 'Dev', ?, ?)`,
  ).run(AT, AT);
  const record = db.prepare(
    `INSERT INTO credit_records (member_id, project_id, kind, type, milli_tons, milli_tons_after,
       reference, created_at) VALUES (7, 3, 'normal', ?, ?, ?, ?, ?)`,
  );
  record.run('purchase', 10_000, 10_000, 'O1', AT);
  record.run('sale', -2_500, 7_500, 'S1', AT);
  return db;
}

const retirement = (db: Database.Database, id: number, start: number, end: number) =>
  db
    .prepare(
      `INSERT INTO retirements (id, retirement_no, certificate_id, member_id, project_id, kind,
         milli_tons, serial_prefix, serial_start, serial_end, vintage, standards, beneficiary,
         for_self, reason, created_at)
       VALUES (?, ?, ?, 7, 3, 'normal', ?, 'CM-3-2024', ?, ?, 2024, '["VCS"]', 'Ana Tan', 1,
         'Flights', ?)`,
    )
    .run(
      id,
      `RT${id}`,
      String.fromCharCode(97 + id).repeat(26),
      (end - start + 1) * 1000,
      start,
      end,
      AT,
    );

describe('retirements of credits (version 21)', () => {
  it('keeps every credit record, id for id, and takes retirement records from then on', () => {
    const db = databaseBefore();
    const before = db.prepare('SELECT * FROM credit_records ORDER BY id').all();
    migrate(db, MIGRATIONS);
    expect(db.prepare('SELECT * FROM credit_records ORDER BY id').all()).toEqual(before);
    db.prepare(
      `INSERT INTO credit_records (member_id, project_id, kind, type, milli_tons, milli_tons_after,
         reference, created_at) VALUES (7, 3, 'normal', 'retirement', -1000, 6500, 'RT1', ?)`,
    ).run(AT);
    expect(() =>
      db
        .prepare(
          `INSERT INTO credit_records (member_id, project_id, kind, type, milli_tons,
             milli_tons_after, reference, created_at) VALUES (7, 3, 'normal', 'gift', 1, 1, 'x', ?)`,
        )
        .run(AT),
    ).toThrow(/CHECK/);
    expect(
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'credit_records'",
        )
        .pluck()
        .all(),
    ).toContain('credit_records_member');
  });

  it('refuses a serial range that meets another of the project, and any change of a retirement', () => {
    const db = databaseBefore();
    migrate(db, MIGRATIONS);
    retirement(db, 1, 1, 10);
    retirement(db, 2, 11, 11);
    for (const [start, end] of [
      [10, 12],
      [1, 1],
      [5, 6],
      [11, 20],
    ] as const)
      expect(() => retirement(db, 3, start, end), `${start}-${end}`).toThrow(/overlaps/);
    retirement(db, 3, 12, 20);
    expect(() => db.prepare('UPDATE retirements SET serial_end = 30 WHERE id = 3').run()).toThrow(
      /never changed/,
    );
    expect(() => db.prepare('DELETE FROM retirements WHERE id = 1').run()).toThrow(/never deleted/);
    // A range must count the retirement's tons, and tons are whole.
    expect(() =>
      db
        .prepare(
          `INSERT INTO retirements (id, retirement_no, certificate_id, member_id, project_id, kind,
             milli_tons, serial_prefix, serial_start, serial_end, vintage, standards, beneficiary,
             for_self, reason, created_at)
           VALUES (9, 'RT9', 'bbbbbbbbbbbbbbbbbbbbbbbbbb', 7, 3, 'normal', 2500, 'CM-3-2024', 40,
             42, 2024, '[]', 'A', 1, 'B', ?)`,
        )
        .run(AT),
    ).toThrow(/CHECK/);
  });
});
