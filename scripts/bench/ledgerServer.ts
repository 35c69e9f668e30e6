// The second comparator of `npm run bench:server`: a bare Fastify + better-sqlite3 endpoint that
// makes one idempotent money write the way a ledger does — claim the idempotency key, update a
// balance, insert a ledger line and store the reply, in one `BEGIN IMMEDIATE` transaction, WAL,
// `synchronous = NORMAL`. Amounts are integer cents, so no float arithmetic touches money.
// Prints `READY <url>` once listening.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-ledger-'));
const db = new Database(path.join(dir, 'ledger.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`
  CREATE TABLE wallets (member_id INTEGER PRIMARY KEY, cents INTEGER NOT NULL);
  CREATE TABLE ledger (id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, cents INTEGER NOT NULL, at TEXT NOT NULL);
  CREATE TABLE idempotency_keys (member_id INTEGER NOT NULL, key TEXT NOT NULL, reply TEXT,
    PRIMARY KEY (member_id, key));
  INSERT INTO wallets (member_id, cents) VALUES (1, 1000000000000);
`);
const claim = db.prepare('INSERT OR IGNORE INTO idempotency_keys (member_id, key) VALUES (?, ?)');
const stored = db.prepare<[number, string], { reply: string | null }>(
  'SELECT reply FROM idempotency_keys WHERE member_id = ? AND key = ?',
);
const debit = db.prepare('UPDATE wallets SET cents = cents - ? WHERE member_id = ? AND cents >= ?');
const line = db.prepare('INSERT INTO ledger (member_id, cents, at) VALUES (?, ?, ?)');
const store = db.prepare('UPDATE idempotency_keys SET reply = ? WHERE member_id = ? AND key = ?');

const write = db.transaction((key: string): string => {
  if (claim.run(1, key).changes === 0) return stored.get(1, key)?.reply ?? '';
  const cents = 100;
  if (debit.run(cents, 1, cents).changes === 0) throw new Error('no funds');
  const at = new Date().toISOString();
  const { lastInsertRowid } = line.run(1, -cents, at);
  const reply = JSON.stringify({
    code: 0,
    msg: 'OK',
    data: { id: Number(lastInsertRowid) },
    t: at,
  });
  store.run(reply, 1, key);
  return reply;
});

const app = Fastify({ logger: false });
app.post('/buy', async (request, reply) => {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') return reply.code(400).send({ code: 1 });
  // `.immediate` runs the transaction as BEGIN IMMEDIATE, as the product server's ledger does.
  return reply.type('application/json; charset=utf-8').send(write.immediate(key));
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${address}`);
