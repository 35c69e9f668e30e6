// `npm run bench:data`: what the async data layer costs on SQLite (ADR 047). In one process, on
// one database file of the product's schema, it times the same two pieces of work written two
// ways, alternating rounds:
// - a point read (a wallet by member id);
// - an idempotent ledger write, the shape of a purchase's money: insert the key, take cents from
//   the wallet with a checked UPDATE, insert the fund record, store the reply, in one BEGIN
//   IMMEDIATE transaction;
// once as synchronous better-sqlite3 statements prepared once (the server before ADR 047), once
// through `data.transaction` and Kysely's builder (the server after). `BENCH_ROUNDS` rounds
// (default 5) of `BENCH_OPS` operations each (default 3000); median (min–max) operations per
// second, and the ratio of the medians. Figures, not a pass/fail test.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openData } from '../apps/server/src/db/openData';
import { summarize } from './bench/figures';
import type { Summary } from './bench/figures';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const OPS = Number(process.env['BENCH_OPS'] ?? 3000);

const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-data-'));
const data = await openData({ dataDir: dir });
const sqlite = data.sqlite;
if (!sqlite) throw new Error('bench:data measures the SQLite engine');

const at = new Date().toISOString();
const { id: memberId } = await data
  .q()
  .insertInto('members')
  .values({ visitor_type: 'personal', email: 'bench@carbonmarket.sg', created_at: at })
  .returning('id')
  .executeTakeFirstOrThrow();
await data
  .q()
  .insertInto('wallets')
  .values({ member_id: memberId, available_cents: 1_000_000_000_000 })
  .execute();

// The synchronous way: statements prepared once, run inside better-sqlite3's transaction.
const readSync = sqlite.prepare(
  'SELECT available_cents, frozen_cents, pending_cents, declined_cents FROM wallets WHERE member_id = ?',
);
const claimSync = sqlite.prepare(
  'INSERT INTO idempotency_keys (member_id, key, endpoint, request_hash, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
);
const debitSync = sqlite.prepare(
  'UPDATE wallets SET available_cents = available_cents - ? WHERE member_id = ? AND available_cents - ? >= 0 RETURNING available_cents',
);
const lineSync = sqlite.prepare(
  'INSERT INTO fund_records (member_id, type, balance, amount_cents, balance_after_cents, reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
);
const storeSync = sqlite.prepare(
  'UPDATE idempotency_keys SET reply = ? WHERE member_id = ? AND key = ?',
);
const writeSync = sqlite.transaction((key: string) => {
  claimSync.run(memberId, key, 'buy', 'hash', at);
  const after = debitSync.get(100, memberId, 100) as { available_cents: number } | undefined;
  if (!after) throw new Error('no funds');
  lineSync.run(memberId, 'purchase', 'available', -100, after.available_cents, key, at);
  storeSync.run(`{"code":0,"data":{"after":${after.available_cents}}}`, memberId, key);
});

// The async way: the data layer and Kysely's builder.
const readAsync = () =>
  data
    .q()
    .selectFrom('wallets')
    .select(['available_cents', 'frozen_cents', 'pending_cents', 'declined_cents'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
const writeAsync = (key: string) =>
  data.transaction(async (q) => {
    await q
      .insertInto('idempotency_keys')
      .values({ member_id: memberId, key, endpoint: 'buy', request_hash: 'hash', created_at: at })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const after = await q
      .updateTable('wallets')
      .set((eb) => ({ available_cents: eb('available_cents', '-', 100) }))
      .where('member_id', '=', memberId)
      .where((eb) => eb(eb('available_cents', '-', 100), '>=', 0))
      .returning('available_cents')
      .executeTakeFirst();
    if (!after) throw new Error('no funds');
    await q
      .insertInto('fund_records')
      .values({
        member_id: memberId,
        type: 'purchase',
        balance: 'available',
        amount_cents: -100,
        balance_after_cents: after.available_cents,
        reference: key,
        created_at: at,
      })
      .execute();
    await q
      .updateTable('idempotency_keys')
      .set({ reply: `{"code":0,"data":{"after":${after.available_cents}}}` })
      .where('member_id', '=', memberId)
      .where('key', '=', key)
      .execute();
  });

let keys = 0;
const nextKey = () => `key-${(keys += 1)}`;

/** Operations per second of `OPS` runs of `op`, awaited one after another. */
async function rate(op: () => unknown): Promise<number> {
  const started = process.hrtime.bigint();
  for (let n = 0; n < OPS; n += 1) await op();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return OPS / seconds;
}

const runs = {
  readSync: [] as number[],
  readAsync: [] as number[],
  writeSync: [] as number[],
  writeAsync: [] as number[],
};
// Warm up both ways (statement caches, JIT) before anything is counted.
for (let n = 0; n < 200; n += 1) {
  readSync.get(memberId);
  await readAsync();
  writeSync.immediate(nextKey());
  await writeAsync(nextKey());
}
for (let round = 0; round < ROUNDS; round += 1) {
  runs.readSync.push(await rate(() => readSync.get(memberId)));
  runs.readAsync.push(await rate(readAsync));
  runs.writeSync.push(await rate(() => writeSync.immediate(nextKey())));
  runs.writeAsync.push(await rate(() => writeAsync(nextKey())));
}

const show = (s: Summary) =>
  `${Math.round(s.median).toLocaleString('en')} (${Math.round(s.min).toLocaleString('en')}–${Math.round(s.max).toLocaleString('en')})`;
const read = { sync: summarize(runs.readSync), async: summarize(runs.readAsync) };
const write = { sync: summarize(runs.writeSync), async: summarize(runs.writeAsync) };
console.log(
  `SQLite, ${ROUNDS} rounds of ${OPS} operations, operations per second, median (min–max)`,
);
console.log(`| work | better-sqlite3, synchronous | data layer, Kysely, async | async / sync |`);
console.log(`|---|---:|---:|---:|`);
console.log(
  `| point read | ${show(read.sync)} | ${show(read.async)} | ${(read.async.median / read.sync.median).toFixed(2)} |`,
);
console.log(
  `| idempotent ledger write | ${show(write.sync)} | ${show(write.async)} | ${(write.async.median / write.sync.median).toFixed(2)} |`,
);
await data.close();
rmSync(dir, { recursive: true, force: true });
