import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import type { SocketPushInput } from '@carbonmarket/domain/contract';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { ApiError } from '../apiError';
import { createEventBus } from '../realtime/eventBus';
import { createLedger } from './ledger';
import { createUnitOfWork } from './unitOfWork';
import { ledgerMismatches } from './ledgerInvariant';

const now = new Date('2026-11-20T02:00:00.000Z');
let db: Db;
beforeEach(() => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS);
  db.prepare(
    "INSERT INTO members (id, visitor_type, email, created_at) VALUES (7, 'personal', 'a@b.sg', ?)",
  ).run(now.toISOString());
});
afterEach(() => db.close());

const setup = () => {
  const ledger = createLedger(db);
  const events = createEventBus();
  const pushes: SocketPushInput[] = [];
  events.subscribe(7, (push) => pushes.push(push));
  return { ledger, write: createUnitOfWork(db, ledger, events), pushes };
};

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
    expect(ledger.wallet(7).available).toBe(10_000n);
    const records = db
      .prepare('SELECT type, amount_cents, balance_after_cents FROM fund_records ORDER BY id')
      .all();
    expect(records).toEqual([
      { type: 'top_up', amount_cents: 12345, balance_after_cents: 12345 },
      { type: 'purchase', amount_cents: -2345, balance_after_cents: 10000 },
    ]);
    expect(ledger.balances(7).data).toEqual({
      available: '100.00',
      frozen: '0.00',
      pending: '0.00',
      declined: '0.00',
      credits: { normal: '2.5', presale: '0' },
    });
  });

  it('refuses to overdraw and rolls the whole write back, pushing nothing', () => {
    const { ledger, write, pushes } = setup();
    expect(() =>
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
    ).toThrow(new ApiError('INSUFFICIENT_BALANCE'));
    expect(ledger.wallet(7).available).toBe(0n);
    expect(db.prepare('SELECT count(*) FROM fund_records').pluck().get()).toBe(0);
    expect(pushes).toEqual([]);
  });

  it('refuses to sell more tons than held', () => {
    const { write } = setup();
    expect(() =>
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
    ).toThrow(new ApiError('INSUFFICIENT_CARBON_BALANCE'));
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
    expect(db.prepare('SELECT count(*) FROM fund_records').pluck().get()).toBe(0);
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
    expect(ledgerMismatches(db)).toEqual([]);
    db.prepare('UPDATE wallets SET available_cents = 800 WHERE member_id = 7').run();
    db.prepare('UPDATE holdings SET milli_tons = 1 WHERE member_id = 7').run();
    expect(ledgerMismatches(db)).toEqual([
      { memberId: 7, what: 'available', recorded: '700 (last after 700)', held: '800' },
      { memberId: 7, what: 'tons:1:normal', recorded: '3000', held: '1' },
    ]);
  });
});
