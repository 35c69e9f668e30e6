import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { createEventBus } from '../realtime/eventBus';
import { createLedger } from './ledger';
import { createUnitOfWork } from './unitOfWork';
import { ledgerMismatches } from './ledgerInvariant';

const now = new Date('2026-11-20T02:00:00.000Z');
const AT = now.toISOString();
let db: Db;
beforeEach(async () => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS);
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
  const write = createUnitOfWork(db, createLedger(db), createEventBus());
  await write(now, async (scope) =>
    scope.postTons({
      memberId: 7,
      projectId: 3,
      kind: 'normal',
      milliTons: 10_000n,
      type: 'purchase',
      reference: 'O1',
    }),
  );
});
afterEach(() => db.close());

const retire = async (no: string, milli: number, start: number, end: number, recorded = milli) => {
  const write = createUnitOfWork(db, createLedger(db), createEventBus());
  await write(now, async (scope) => {
    db.prepare(
      `INSERT INTO retirements (retirement_no, certificate_id, member_id, project_id, kind,
         milli_tons, serial_prefix, serial_start, serial_end, vintage, standards, beneficiary,
         for_self, reason, created_at)
       VALUES (?, ?, 7, 3, 'normal', ?, 'CM-3-2024', ?, ?, 2024, '[]', 'Ana', 1, 'Why', ?)`,
    ).run(no, no.toLowerCase().padEnd(26, 'a'), milli, start, end, AT);
    if (recorded !== 0)
      await scope.postTons({
        memberId: 7,
        projectId: 3,
        kind: 'normal',
        milliTons: BigInt(-recorded),
        type: 'retirement',
        reference: no,
      });
  });
};

describe('the ledger invariant over retirements', () => {
  it('holds when each retirement took its tons from the holding under its number', () => {
    await retire('RTA', 3000, 1, 3);
    await retire('RTB', 2000, 4, 5);
    expect(ledgerMismatches(db)).toEqual([]);
  });

  it('finds a retirement whose tons did not leave the holding, or left it twice', () => {
    await retire('RTA', 3000, 1, 3, 0);
    await retire('RTB', 2000, 4, 5, 4000);
    expect(ledgerMismatches(db)).toEqual([
      { memberId: 7, what: 'retirement:RTA', recorded: '0', held: '-3000' },
      { memberId: 7, what: 'retirement:RTB', recorded: '-4000', held: '-2000' },
    ]);
  });

  it('finds a retirement record without its retirement', async () => {
    const write = createUnitOfWork(db, createLedger(db), createEventBus());
    await write(now, async (scope) =>
      scope.postTons({
        memberId: 7,
        projectId: 3,
        kind: 'normal',
        milliTons: -1000n,
        type: 'retirement',
        reference: 'RT-GONE',
      }),
    );
    expect(ledgerMismatches(db)).toEqual([
      {
        memberId: 7,
        what: 'retirement:RT-GONE',
        recorded: 'a retirement record',
        held: 'no retirement',
      },
    ]);
  });

  it('finds overlapping serial ranges the schema would have refused', () => {
    await retire('RTA', 3000, 1, 3);
    // Past the trigger, as a faulty migration or a hand edit could be.
    db.exec('DROP TRIGGER retirements_serials_apart');
    await retire('RTB', 2000, 3, 4);
    expect(ledgerMismatches(db)).toEqual([
      { memberId: 7, what: 'serials:project 3', recorded: 'RTA', held: 'overlaps RTB' },
    ]);
  });
});
