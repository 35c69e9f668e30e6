// The PostgreSQL comparator of `npm run bench:server`: the bare ledger write of `ledgerServer.ts`
// on DATABASE_URL through a `pg` pool of 10 connections (the product's size), in one READ
// COMMITTED transaction: store the idempotency key, debit a balance in one checked UPDATE,
// insert a ledger line, store the reply. Every commit is as durable as the server is set.
// Amounts are integer cents. Prints `READY <url>` once listening.
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('pgLedgerServer needs DATABASE_URL');
const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(`
  CREATE TABLE IF NOT EXISTS wallets (member_id integer PRIMARY KEY, cents bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS ledger (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    member_id integer NOT NULL, cents bigint NOT NULL, at text NOT NULL);
  CREATE TABLE IF NOT EXISTS idempotency_keys (member_id integer NOT NULL, key text NOT NULL,
    reply text, PRIMARY KEY (member_id, key));
  INSERT INTO wallets (member_id, cents) VALUES (1, 1000000000000) ON CONFLICT DO NOTHING;
`);

async function write(key: string): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const claimed = await client.query(
      'INSERT INTO idempotency_keys (member_id, key) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [1, key],
    );
    if (claimed.rowCount === 0) {
      const stored = await client.query<{ reply: string | null }>(
        'SELECT reply FROM idempotency_keys WHERE member_id = $1 AND key = $2',
        [1, key],
      );
      await client.query('COMMIT');
      return stored.rows[0]?.reply ?? '';
    }
    const cents = 100;
    const debited = await client.query(
      'UPDATE wallets SET cents = cents - $1 WHERE member_id = $2 AND cents >= $1',
      [cents, 1],
    );
    if (debited.rowCount === 0) throw new Error('no funds');
    const at = new Date().toISOString();
    const line = await client.query<{ id: string }>(
      'INSERT INTO ledger (member_id, cents, at) VALUES ($1, $2, $3) RETURNING id',
      [1, -cents, at],
    );
    const reply = JSON.stringify({
      code: 0,
      msg: 'OK',
      data: { id: Number(line.rows[0]?.id) },
      t: at,
    });
    await client.query('UPDATE idempotency_keys SET reply = $1 WHERE member_id = $2 AND key = $3', [
      reply,
      1,
      key,
    ]);
    await client.query('COMMIT');
    return reply;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

const app = Fastify({ logger: false });
app.post('/buy', async (request, reply) => {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') return reply.code(400).send({ code: 1 });
  return reply.type('application/json; charset=utf-8').send(await write(key));
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${address}`);
process.once('SIGTERM', () => {
  void pool.end().finally(() => process.exit(0));
});
