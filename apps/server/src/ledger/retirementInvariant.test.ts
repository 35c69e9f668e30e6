import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Data } from '../db/data';
import { openTestData } from '../testing/testData';
import { projectRow } from '../testing/projectRow';
import { testSql } from '../testing/testSql';
import type { TestSql } from '../testing/testSql';
import { createEventBus } from '../realtime/eventBus';
import { createLedger } from './ledger';
import { createUnitOfWork } from './unitOfWork';
import { ledgerMismatches } from './ledgerInvariant';

const now = new Date('2026-11-20T02:00:00.000Z');
const AT = now.toISOString();
let data: Data;
let sql: TestSql;
let dir: string;
let drop: () => Promise<void>;
let memberId: number;
let projectId: number;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cm-retire-'));
  ({ data, drop } = await openTestData(dir));
  sql = testSql(data);
  ({ id: memberId } = await data
    .q()
    .insertInto('members')
    .values({ visitor_type: 'personal', email: 'a@b.sg', created_at: AT })
    .returning('id')
    .executeTakeFirstOrThrow());
  ({ id: projectId } = await data
    .q()
    .insertInto('projects')
    .values(projectRow(AT))
    .returning('id')
    .executeTakeFirstOrThrow());
  const write = createUnitOfWork(data, createLedger(data), createEventBus());
  await write(now, async (scope) =>
    scope.postTons({
      memberId,
      projectId,
      kind: 'normal',
      milliTons: 10_000n,
      type: 'purchase',
      reference: 'O1',
    }),
  );
});
afterEach(async () => {
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

const retire = async (no: string, milli: number, start: number, end: number, recorded = milli) => {
  const write = createUnitOfWork(data, createLedger(data), createEventBus());
  await write(now, async (scope) => {
    await data
      .q()
      .insertInto('retirements')
      .values({
        retirement_no: no,
        certificate_id: no.toLowerCase().padEnd(26, 'a'),
        member_id: memberId,
        project_id: projectId,
        kind: 'normal',
        milli_tons: milli,
        serial_prefix: 'CM-3-2024',
        serial_start: start,
        serial_end: end,
        vintage: 2024,
        standards: '[]',
        beneficiary: 'Ana',
        for_self: 1,
        reason: 'Why',
        created_at: AT,
      })
      .execute();
    if (recorded !== 0)
      await scope.postTons({
        memberId,
        projectId,
        kind: 'normal',
        milliTons: BigInt(-recorded),
        type: 'retirement',
        reference: no,
      });
  });
};

describe('the ledger invariant over retirements', () => {
  it('holds when each retirement took its tons from the holding under its number', async () => {
    await retire('RTA', 3000, 1, 3);
    await retire('RTB', 2000, 4, 5);
    expect(await ledgerMismatches(data.q())).toEqual([]);
  });

  it('finds a retirement whose tons did not leave the holding, or left it twice', async () => {
    await retire('RTA', 3000, 1, 3, 0);
    await retire('RTB', 2000, 4, 5, 4000);
    expect(await ledgerMismatches(data.q())).toEqual([
      { memberId, what: 'retirement:RTA', recorded: '0', held: '-3000' },
      { memberId, what: 'retirement:RTB', recorded: '-4000', held: '-2000' },
    ]);
  });

  it('finds a retirement record without its retirement', async () => {
    const write = createUnitOfWork(data, createLedger(data), createEventBus());
    await write(now, async (scope) =>
      scope.postTons({
        memberId,
        projectId,
        kind: 'normal',
        milliTons: -1000n,
        type: 'retirement',
        reference: 'RT-GONE',
      }),
    );
    expect(await ledgerMismatches(data.q())).toEqual([
      {
        memberId,
        what: 'retirement:RT-GONE',
        recorded: 'a retirement record',
        held: 'no retirement',
      },
    ]);
  });

  it('finds overlapping serial ranges the schema would have refused', async () => {
    await retire('RTA', 3000, 1, 3);
    // Past the trigger, as a faulty migration or a hand edit could be.
    await sql.run(
      data.engine === 'postgres'
        ? 'DROP TRIGGER retirements_serials_apart ON retirements'
        : 'DROP TRIGGER retirements_serials_apart',
    );
    await retire('RTB', 2000, 3, 4);
    expect(await ledgerMismatches(data.q())).toEqual([
      { memberId, what: `serials:project ${projectId}`, recorded: 'RTA', held: 'overlaps RTB' },
    ]);
  });
});
