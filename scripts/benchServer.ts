// `npm run bench:server`: requests per second and p99 latency of an authenticated read (the
// project list) and of a purchase on the product server on SQLite, on PostgreSQL alone, and as two
// instances on one PostgreSQL behind nginx (ADR 047, 048), beside comparators measured in the same
// run: a bare Fastify hello world (for the reads) and a bare Fastify idempotent ledger write on
// SQLite and on PostgreSQL (for the purchases), printed with their ratios. PostgreSQL is a
// throwaway server of this run, durable as in production. `BENCH_REPEATS` rounds (default 3),
// reported as median (min–max). Every reply is checked: non-2xx and non-zero envelope codes count. Each server runs in its own process on
// loopback; autocannon drives them from this one. Figures, not a pass/fail test. On a built app
// (`npm run build`) it also measures the pages the server draws: drawn pages per second at 1 and 8
// concurrent requests, and a member's page during a flood of 150 guests' page requests; with
// `BENCH_BEFORE=<path of another built checkout>`, of that checkout too, in the same run.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { startLocalNginx } from '../apps/server/src/testing/localNginx';
import { startLocalPostgres } from '../apps/server/src/testing/localPostgres';
import { freePort } from '../apps/server/src/testing/mainProcess';
import { createDatabase } from '../apps/server/src/testing/postgresDatabases';
import { benchDrawnPages } from './bench/drawnPagesBench';
import { spread } from './bench/figures';
import { prepareBuyer } from './bench/benchBuyer';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 10;
const ADMIN_KEY = 'bench-admin-key-0123456789';
const children: ChildProcess[] = [];
const PROFILE_DIR = process.env['BENCH_CPU_PROF'];

function start(script: string, env: Record<string, string> = {}): Promise<string> {
  // BENCH_CPU_PROF=<dir> profiles the product server (`node --cpu-prof`), written when it stops.
  const profile =
    PROFILE_DIR && script === 'productServer.ts'
      ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`]
      : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(here, 'bench', script)],
    {
      env: { ...process.env, ADMIN_KEY, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function api<T>(
  base: string,
  method: string,
  apiPath: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<T> {
  const query =
    method === 'GET'
      ? `?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]))}`
      : '';
  const res = await fetch(`${base}/h5/api${apiPath}${query}`, {
    method,
    headers: { ...(method === 'GET' ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
  const reply = (await res.json()) as Envelope<T>;
  if (reply.code !== 0) throw new Error(`${method} ${apiPath}: ${reply.msg}`);
  return reply.data;
}

/** The member and project of the measured purchases on the server at `base`. */
const prepare = (base: string) =>
  prepareBuyer(
    <T>(method: string, apiPath: string, body: Record<string, unknown>, headers = {}) =>
      api<T>(base, method, apiPath, body, headers),
    ADMIN_KEY,
  );

interface Figures {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Replies whose envelope code was not 0 (a refusal measured as if it were the request). */
  refused: number;
}

const REPEATS = Math.max(1, Number(process.env['BENCH_REPEATS'] ?? 3));

/** Counts the replies whose envelope `code` is not 0; every measured request must be the intended one. */
function countRefusals(request: autocannon.Request = {}, expect = /^\{"code":0[,}]/) {
  const counter = { refused: 0 };
  const checked: autocannon.Request = {
    ...request,
    onResponse: (_status: number, body: string) => {
      if (!expect.test(body)) counter.refused += 1;
    },
  };
  return { counter, checked };
}

async function measure(
  name: string,
  options: autocannon.Options,
  request?: autocannon.Request,
  expect?: RegExp,
): Promise<Figures> {
  const { counter, checked } = countRefusals(request, expect);
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...options,
    requests: [checked],
  });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    refused: counter.refused,
  };
}

/** One request of the kind about to be measured, checked to be answered as intended. */
async function check(name: string, url: string, init: RequestInit, expect: RegExp): Promise<void> {
  const res = await fetch(url, init);
  const text = await res.text();
  if (res.status !== 200 || !expect.test(text))
    throw new Error(`${name}: the sample request answered ${res.status} ${text.slice(0, 200)}`);
}

/** A product server under test: where it answers, and the member and project made on it. */
interface Target {
  label: string;
  /** The bare ledger write it is held against. */
  floor: 'sqlite' | 'postgres';
  base: string;
  token: string;
  projectId: number;
}

/** The product server on SQLite, on PostgreSQL alone, and as two instances behind nginx. */
async function startTargets(pgAdminUrl: string, dir: string): Promise<Target[]> {
  const sqlite = await start('productServer.ts');
  const single = await start('productServer.ts', {
    DATABASE_URL: await createDatabase(pgAdminUrl, 'bench_single'),
  });
  const shared = await createDatabase(pgAdminUrl, 'bench_pair');
  // One after the other: the first migrates the empty database, the second finds it done.
  const first = await start('productServer.ts', { DATABASE_URL: shared });
  const second = await start('productServer.ts', { DATABASE_URL: shared });
  const nginx = await startLocalNginx({
    templatePath: path.join(root, 'deploy/nginx/carbonmarket.conf'),
    dir: path.join(dir, 'nginx'),
    listenPort: await freePort(),
    instancePorts: [first, second].map((url) => Number(new URL(url).port)),
  });
  stops.push(() => nginx.stop());
  const targets: Target[] = [];
  for (const [label, floor, base] of [
    ['SQLite', 'sqlite', sqlite],
    ['PostgreSQL, 1 instance', 'postgres', single],
    ['PostgreSQL, 2 instances behind nginx', 'postgres', nginx.url],
  ] as const)
    targets.push({ label, floor, base, ...(await prepare(base)) });
  return targets;
}

const stops: (() => Promise<void>)[] = [];

try {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-server-'));
  chmodSync(dir, 0o755);
  // Durable as in production: fsync on, synchronous_commit = on.
  const postgres = await startLocalPostgres({ dir: path.join(dir, 'postgres'), durable: true });
  stops.push(() => postgres.stop());
  const [helloUrl, ledgerUrl, pgLedgerUrl] = await Promise.all([
    start('helloServer.ts'),
    start('ledgerServer.ts'),
    start('pgLedgerServer.ts', {
      DATABASE_URL: await createDatabase(postgres.url, 'bench_ledger'),
    }),
  ]);
  const targets = await startTargets(postgres.url, dir);
  const ledgerBuyUrl = `${ledgerUrl}/buy`;
  const pgLedgerBuyUrl = `${pgLedgerUrl}/buy`;
  await check('hello world', helloUrl, {}, /^\{"hello":"world"\}$/);
  for (const [name, url] of [
    ['ledger write', ledgerBuyUrl],
    ['ledger write on PostgreSQL', pgLedgerBuyUrl],
  ] as const)
    await check(
      name,
      url,
      { method: 'POST', headers: { 'idempotency-key': randomUUID() } },
      /^\{"code":0,/,
    );
  const requests = targets.map(({ label, base, token, projectId }) => {
    const auth = { authorization: `Bearer ${token}` };
    return {
      label,
      auth,
      listUrl: `${base}/h5/api/projects/list?page=1&pageSize=20`,
      buyUrl: `${base}/h5/api/orders/buy`,
      buyBody: JSON.stringify({ projectId, quantity: '1', agreed: true }),
      buyHeaders: { ...auth, 'content-type': 'application/json' },
    };
  });
  for (const r of requests) {
    await check(
      `project list (${r.label})`,
      r.listUrl,
      { headers: r.auth },
      /^\{"code":0,.*"items":\[\{/,
    );
    await check(
      `purchase (${r.label})`,
      r.buyUrl,
      {
        method: 'POST',
        headers: { ...r.buyHeaders, 'idempotency-key': randomUUID() },
        body: r.buyBody,
      },
      /^\{"code":0,/,
    );
  }
  const freshKey = {
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      headers: { ...request.headers, 'idempotency-key': randomUUID() },
    }),
  };
  const names = [
    'bare Fastify hello world',
    'bare ledger write (SQLite)',
    'bare ledger write (PostgreSQL, pg)',
    ...requests.flatMap((r) => [
      `project list, authenticated (${r.label})`,
      `purchase of 1 ton, idempotent POST (${r.label})`,
    ]),
  ];
  const runs: Figures[][] = names.map(() => []);
  for (let round = 0; round < REPEATS; round += 1) {
    const figures = [
      await measure(names[0] ?? '', { url: helloUrl }, {}, /^\{"hello":"world"\}$/),
      await measure(names[1] ?? '', { url: ledgerBuyUrl, method: 'POST' }, freshKey),
      await measure(names[2] ?? '', { url: pgLedgerBuyUrl, method: 'POST' }, freshKey),
    ];
    for (const [i, r] of requests.entries()) {
      figures.push(await measure(names[3 + 2 * i] ?? '', { url: r.listUrl, headers: r.auth }));
      figures.push(
        await measure(
          names[4 + 2 * i] ?? '',
          { url: r.buyUrl, method: 'POST', headers: r.buyHeaders, body: r.buyBody },
          freshKey,
        ),
      );
    }
    figures.forEach((f, i) => runs[i]?.push(f));
  }
  const bought: number[] = [];
  for (const { base, token } of targets)
    bought.push(
      (
        await api<{ total: number }>(
          base,
          'GET',
          '/orders/list',
          { pageSize: 1 },
          { authorization: `Bearer ${token}` },
        )
      ).total,
    );

  console.log(
    `\nbench:server — ${DURATION_S} s each, ${CONNECTIONS} connections, loopback, ${REPEATS} rounds; median (min–max)\n`,
  );
  for (const series of runs) {
    const f = series[0] as Figures;
    console.log(`${f.name}`);
    console.log(
      `  req/s ${spread(
        series.map((s) => s.rps),
        0,
      )}   p99 ms ${spread(
        series.map((s) => s.p99),
        1,
      )}`,
    );
    const errors = series.reduce((sum, s) => sum + s.errors, 0);
    const non2xx = series.reduce((sum, s) => sum + s.non2xx, 0);
    const refused = series.reduce((sum, s) => sum + s.refused, 0);
    console.log(
      `  ${errors} connection errors, ${non2xx} non-2xx replies, ${refused} unexpected bodies (non-zero envelope codes)`,
    );
  }
  const ratio = (a: Figures[], b: Figures[]) => a.map((f, i) => f.rps / (b[i]?.rps ?? Infinity));
  const [hello, ledger, pgLedger] = runs as [Figures[], Figures[], Figures[]];
  console.log('');
  for (const [i, target] of targets.entries()) {
    const read = runs[3 + 2 * i] ?? [];
    const buy = runs[4 + 2 * i] ?? [];
    const floor = target.floor === 'sqlite' ? ledger : pgLedger;
    console.log(`${target.label}:`);
    console.log(`  project list / hello world (per round): ${spread(ratio(read, hello), 3)}`);
    console.log(
      `  purchase / bare ledger write on ${target.floor === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (per round): ${spread(ratio(buy, floor), 3)}`,
    );
    console.log(`  purchases recorded by the server: ${bought[i] ?? 0}`);
  }
  await benchDrawnPages(root, process.env['BENCH_BEFORE'], REPEATS, DURATION_S);
} finally {
  for (const child of children) child.kill('SIGTERM');
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
}
