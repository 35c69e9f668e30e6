import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SocketPushInput } from '@carbonmarket/domain/contract';
import type { Data } from '../db/data';
import { openTestData } from '../testing/testData';
import { testSql } from '../testing/testSql';
import type { TestSql } from '../testing/testSql';
import { ApiError } from '../apiError';
import { createEventBus } from '../realtime/eventBus';
import { createLedger } from './ledger';
import { createUnitOfWork } from './unitOfWork';
import { ledgerMismatches } from './ledgerInvariant';

const now = new Date('2026-11-20T02:00:00.000Z');
let dir: string;
let data: Data;
let sql: TestSql;
let drop: () => Promise<void>;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cm-ledger-'));
  ({ data, drop } = await openTestData(path.join(dir, 'data')));
  sql = testSql(data);
  await sql.run(
    "INSERT INTO members (id, visitor_type, email, created_at) VALUES (7, 'personal', 'a@b.sg', ?)",
    now.toISOString(),
  );
});
afterEach(async () => {
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

const setup = () => {
  const ledger = createLedger(data);
  const events = createEventBus();
  const pushes: SocketPushInput[] = [];
  events.subscribe(7, (push) => pushes.push(push));
  return { ledger, write: createUnitOfWork(data, ledger, events), pushes };
};

const fundRecords = async () => Number(await sql.value('SELECT count(*) FROM fund_records'));

describe('ledger', () => {
  it('keeps a record per change with the balance after it, and balances equal the records', async () => {
    const { ledger, write } = setup();
    await write(now, async (scope) => {
      await scope.postMoney({
        memberId: 7,
        balance: 'available',
        cents: 12_345n,
        type: 'top_up',
        reference: 'T1',
      });
      await scope.postMoney({
        memberId: 7,
        balance: 'available',
        cents: -2_345n,
        type: 'purchase',
        reference: 'O1',
      });
      await scope.postTons({
        memberId: 7,
        projectId: 3,
        kind: 'normal',
        milliTons: 2_500n,
        type: 'purchase',
        reference: 'O1',
      });
    });
    expect((await ledger.wallet(7)).available).toBe(10_000n);
    const records = await sql.all(
      'SELECT type, amount_cents, balance_after_cents FROM fund_records ORDER BY id',
    );
    expect(records).toEqual([
      { type: 'top_up', amount_cents: 12345, balance_after_cents: 12345 },
      { type: 'purchase', amount_cents: -2345, balance_after_cents: 10000 },
    ]);
    expect((await ledger.balances(7)).data).toEqual({
      available: '100.00',
      frozen: '0.00',
      pending: '0.00',
      declined: '0.00',
      credits: { normal: '2.5', presale: '0' },
    });
  });

  it('refuses to overdraw and rolls the whole write back, pushing nothing', async () => {
    const { ledger, write, pushes } = setup();
    await expect(
      write(now, async (scope) => {
        await scope.postMoney({
          memberId: 7,
          balance: 'available',
          cents: 500n,
          type: 'top_up',
          reference: 'T1',
        });
        scope.push(7, { type: 'topUp', data: { topUpId: 1, status: 'confirmed' } });
        await scope.postMoney({
          memberId: 7,
          balance: 'available',
          cents: -501n,
          type: 'purchase',
          reference: 'O1',
        });
      }),
    ).rejects.toThrow(new ApiError('INSUFFICIENT_BALANCE'));
    expect((await ledger.wallet(7)).available).toBe(0n);
    expect(await fundRecords()).toBe(0);
    expect(pushes).toEqual([]);
  });

  it('refuses to sell more tons than held', async () => {
    const { write } = setup();
    await expect(
      write(now, (scope) =>
        scope.postTons({
          memberId: 7,
          projectId: 3,
          kind: 'presale',
          milliTons: -1n,
          type: 'sale',
          reference: 'S1',
        }),
      ),
    ).rejects.toThrow(new ApiError('INSUFFICIENT_CARBON_BALANCE'));
  });

  it('publishes the balances and queued pushes once the write commits', async () => {
    const { write, pushes } = setup();
    await write(now, async (scope) => {
      await scope.postMoney({
        memberId: 7,
        balance: 'pending',
        cents: 990n,
        type: 'sale',
        reference: 'S1',
      });
      scope.push(7, { type: 'order', data: { orderId: 4, status: 'completed' } });
    });
    expect(pushes).toEqual([
      {
        type: 'balance',
        data: expect.objectContaining({ pending: '9.90', available: '0.00' }) as unknown,
      },
      { type: 'order', data: { orderId: 4, status: 'completed' } },
    ]);
  });

  it('ignores zero postings', async () => {
    const { write } = setup();
    await write(now, async (scope) =>
      scope.postMoney({
        memberId: 7,
        balance: 'available',
        cents: 0n,
        type: 'adjustment',
        reference: '-',
      }),
    );
    expect(await fundRecords()).toBe(0);
  });
});

describe('ledger invariant', () => {
  it('holds after postings and reports a balance edited behind the ledger', async () => {
    const { write } = setup();
    await write(now, async (scope) => {
      await scope.postMoney({
        memberId: 7,
        balance: 'available',
        cents: 700n,
        type: 'top_up',
        reference: 'T',
      });
      await scope.postTons({
        memberId: 7,
        projectId: 1,
        kind: 'normal',
        milliTons: 3000n,
        type: 'purchase',
        reference: 'O',
      });
    });
    expect(await ledgerMismatches(data.q())).toEqual([]);
    await sql.run('UPDATE wallets SET available_cents = 800 WHERE member_id = 7');
    await sql.run('UPDATE holdings SET milli_tons = 1 WHERE member_id = 7');
    expect(await ledgerMismatches(data.q())).toEqual([
      { memberId: 7, what: 'available', recorded: '700 (last after 700)', held: '800' },
      { memberId: 7, what: 'tons:1:normal', recorded: '3000', held: '1' },
    ]);
  });
});
