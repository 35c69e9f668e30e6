// `npm run bench:purchase`: where a purchase's time goes on SQLite (ADR 047). In one process it
// builds the product server on a temporary SQLite file (`bench/productUnderTest.ts`), makes a
// member and a project through the API, then runs purchases one after another through Fastify's
// `inject` (every hook, schema and handler of a real request; no sockets). Beside it, in the same
// rounds, the bare idempotent ledger write that `bench:server` holds the purchase against
// (`bench/bareLedger.ts`), called directly. For both it counts the SQL statements and the time
// spent inside them: better-sqlite3's statement methods are timed by a wrapper set on their
// prototype, which adds about a microsecond a statement to both. `BENCH_ROUNDS` rounds (default
// 5) of `BENCH_OPS` operations each (default 2000); per operation, median (min–max) over rounds.
// Figures, not a pass/fail test.
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { openBareLedger } from './bench/bareLedger';
import { prepareBuyer } from './bench/benchBuyer';
import type { ApiCall } from './bench/benchBuyer';
import { buildProductUnderTest } from './bench/productUnderTest';
import { summarize } from './bench/figures';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const OPS = Number(process.env['BENCH_OPS'] ?? 2000);
const ADMIN_KEY = 'bench-admin-key-0123456789';

/** Time spent inside SQLite statements, and how many ran, while `counting` is on. */
const inside = { counting: false, ns: 0n, statements: 0 };
type StatementMethod = (this: unknown, ...args: unknown[]) => unknown;
// The methods that run a statement live on better-sqlite3's Statement prototype, reached through
// a statement of a throwaway in-memory database: a measuring wrapper, set once, for every file.
const probe = new Database(':memory:');
const statementPrototype = Object.getPrototypeOf(probe.prepare('select 1')) as Record<
  string,
  StatementMethod
>;
for (const method of ['run', 'get', 'all', 'iterate'] as const) {
  const original = statementPrototype[method];
  if (!original) throw new Error(`better-sqlite3 statements have no ${method}`);
  statementPrototype[method] = function (this: unknown, ...args: unknown[]) {
    if (!inside.counting) return original.apply(this, args);
    const started = process.hrtime.bigint();
    try {
      return original.apply(this, args);
    } finally {
      inside.ns += process.hrtime.bigint() - started;
      inside.statements += 1;
    }
  };
}
probe.close();

const { app, data } = await buildProductUnderTest(ADMIN_KEY);
const api: ApiCall = async <T>(
  method: string,
  apiPath: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => {
  const get = method === 'GET';
  const res = await app.inject({
    method: method as 'GET' | 'POST',
    url: `/h5/api${apiPath}`,
    headers,
    ...(get
      ? { query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) }
      : { payload: body }),
  });
  const reply = res.json<{ code: number; msg: string; data: T }>();
  if (reply.code !== 0) throw new Error(`${method} ${apiPath}: ${reply.msg}`);
  return reply.data;
};
const { token, projectId } = await prepareBuyer(api, ADMIN_KEY);
const buy = () =>
  api(
    'POST',
    '/orders/buy',
    { projectId, quantity: '1', agreed: true },
    {
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
    },
  );
const ledger = openBareLedger();
const write = () => ledger.write(randomUUID());

interface Round {
  /** Per operation: all of it, inside SQLite, and the statements run. */
  totalUs: number;
  sqliteUs: number;
  statements: number;
}

async function round(op: () => unknown): Promise<Round> {
  inside.ns = 0n;
  inside.statements = 0;
  inside.counting = true;
  const started = process.hrtime.bigint();
  for (let n = 0; n < OPS; n += 1) await op();
  const total = process.hrtime.bigint() - started;
  inside.counting = false;
  return {
    totalUs: Number(total) / 1e3 / OPS,
    sqliteUs: Number(inside.ns) / 1e3 / OPS,
    statements: inside.statements / OPS,
  };
}

// Warm up both (statement caches, JIT) before anything is counted.
for (let n = 0; n < 300; n += 1) {
  await buy();
  write();
}
const purchases: Round[] = [];
const writes: Round[] = [];
for (let r = 0; r < ROUNDS; r += 1) {
  purchases.push(await round(buy));
  writes.push(await round(write));
}

const show = (values: number[], digits = 0) => {
  const s = summarize(values);
  return `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
};
const column = (runs: Round[], key: keyof Round, digits = 0) =>
  show(
    runs.map((run) => run[key]),
    digits,
  );
console.log(
  `\nbench:purchase — SQLite, ${ROUNDS} rounds of ${OPS} operations one after another; per operation, median (min–max)\n`,
);
console.log('| per operation | purchase (product server, inject) | bare ledger write (direct) |');
console.log('| --- | ---: | ---: |');
console.log(
  `| SQL statements | ${column(purchases, 'statements', 1)} | ${column(writes, 'statements', 1)} |`,
);
console.log(
  `| µs inside SQLite | ${column(purchases, 'sqliteUs')} | ${column(writes, 'sqliteUs')} |`,
);
console.log(`| µs in all | ${column(purchases, 'totalUs')} | ${column(writes, 'totalUs')} |`);
const share = purchases.map((p) => p.sqliteUs / p.totalUs);
const ratio = purchases.map((p, i) => p.sqliteUs / (writes[i]?.sqliteUs ?? Infinity));
console.log(`\npurchase: share of its time inside SQLite ${show(share.map((x) => x * 100))} %`);
console.log(`purchase's SQLite time / bare write's SQLite time (per round): ${show(ratio, 1)}`);
ledger.close();
await app.close();
await data.close();
