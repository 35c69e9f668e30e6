// The bare idempotent ledger write on SQLite that `bench:server` serves over HTTP and
// `bench:purchase` times alone: claim the idempotency key, take cents from a balance with a checked
// UPDATE, insert a ledger line and store the reply, in one `BEGIN IMMEDIATE` transaction, WAL,
// `synchronous = NORMAL`, statements prepared once. Amounts are integer cents.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/** A fresh ledger file in the temporary folder, and its write: the reply's JSON text for `key`. */
export function openBareLedger(): { write: (key: string) => string; close: () => void } {
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
  const debit = db.prepare(
    'UPDATE wallets SET cents = cents - ? WHERE member_id = ? AND cents >= ?',
  );
  const line = db.prepare('INSERT INTO ledger (member_id, cents, at) VALUES (?, ?, ?)');
  const store = db.prepare('UPDATE idempotency_keys SET reply = ? WHERE member_id = ? AND key = ?');
  const transaction = db.transaction((key: string): string => {
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
  return {
    // `.immediate` runs the transaction as BEGIN IMMEDIATE, as the product server's writes do.
    write: (key) => transaction.immediate(key),
    close: () => db.close(),
  };
}
