// `npm run bench:server`: requests per second and p99 latency of an authenticated read (the
// project list) and of a purchase on the product server on SQLite, on PostgreSQL alone, and as two
// instances on one PostgreSQL behind nginx (ADR 047, 048), beside comparators measured in the same
// run: a bare Fastify hello world (for the reads) and a bare Fastify idempotent ledger write on
// SQLite and on PostgreSQL (for the purchases), printed with their ratios. A purchase is measured
// twice: one member buying on every connection (as the comparators write one account), and ten
// members each buying from a project of their own, one per connection (the load a marketplace
// has). For each product measurement it also shares out the CPU the machine spent: the server
// instances, PostgreSQL, nginx and the load generator (`bench/cpuTime.ts`). PostgreSQL is a
// throwaway server of this run, durable as in production. `BENCH_REPEATS` rounds (default 3),
// reported as median (min–max). Every reply is checked: non-2xx and non-zero envelope codes count.
// Each server runs in its own process on loopback; autocannon drives them from this one. Figures,
// not a pass/fail test. On a built app (`npm run build`) it also measures the pages the server
// draws: drawn pages per second at 1 and 8 concurrent requests, and a member's page during a flood
// of 150 guests' page requests; with `BENCH_BEFORE=<path of another built checkout>`, of that
// checkout too, in the same run.
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
import { prepareBuyers } from './bench/benchBuyer';
import type { Buyer } from './bench/benchBuyer';
import { cpuSeconds } from './bench/cpuTime';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 10;
const ADMIN_KEY = 'bench-admin-key-0123456789';
const children: ChildProcess[] = [];
const PROFILE_DIR = process.env['BENCH_CPU_PROF'];

/** A server this run started: where it answers, and its process. */
interface Started {
  url: string;
  pid: number | undefined;
}

function start(script: string, env: Record<string, string> = {}): Promise<Started> {
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
      if (match?.[1]) resolve({ url: match[1], pid: child.pid });
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

/** Members buying at once in the measurement of many members: one per connection. */
const BUYERS = CONNECTIONS;

/** The members and projects of the measured purchases on the server at `base`. */
const prepare = (base: string) =>
  prepareBuyers(
    <T>(method: string, apiPath: string, body: Record<string, unknown>, headers = {}) =>
      api<T>(base, method, apiPath, body, headers),
    ADMIN_KEY,
    BUYERS,
  );

interface Figures {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Replies whose envelope code was not 0 (a refusal measured as if it were the request). */
  refused: number;
  /** Requests answered in all. */
  requests: number;
  /** CPU seconds spent meanwhile, by part of the machine (product measurements only). */
  cpu?: CpuShares;
}

/** CPU seconds of each part of the machine during one measurement. */
type CpuShares = Record<'instances' | 'postgres' | 'nginx' | 'load', number>;

/** The processes of each part of a product target, for its CPU shares. */
interface Parts {
  instances: (number | undefined)[];
  postgres: (number | undefined)[];
  nginx: (number | undefined)[];
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
  parts?: Parts,
): Promise<Figures> {
  const { counter, checked } = countRefusals(request, expect);
  const before = parts && { ...cpuSeconds(parts), load: process.cpuUsage() };
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...options,
    requests: [checked],
  });
  let cpu: CpuShares | undefined;
  if (parts && before) {
    const after = cpuSeconds(parts);
    const load = process.cpuUsage(before.load);
    cpu = {
      instances: after.instances - before.instances,
      postgres: after.postgres - before.postgres,
      nginx: after.nginx - before.nginx,
      load: (load.user + load.system) / 1e6,
    };
  }
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    refused: counter.refused,
    requests: result.requests.total,
    ...(cpu ? { cpu } : {}),
  };
}

/** One request of the kind about to be measured, checked to be answered as intended. */
async function check(name: string, url: string, init: RequestInit, expect: RegExp): Promise<void> {
  const res = await fetch(url, init);
  const text = await res.text();
  if (res.status !== 200 || !expect.test(text))
    throw new Error(`${name}: the sample request answered ${res.status} ${text.slice(0, 200)}`);
}

/** A product server under test: where it answers, its processes, the members made on it. */
interface Target {
  label: string;
  /** The bare ledger write it is held against. */
  floor: 'sqlite' | 'postgres';
  base: string;
  parts: Parts;
  /** The first buys alone in the one-member measurement; all of them in the other. */
  buyers: Buyer[];
}

/** The product server on SQLite, on PostgreSQL alone, and as two instances behind nginx. */
async function startTargets(
  pgAdminUrl: string,
  dir: string,
  postgresPid: number | undefined,
): Promise<Target[]> {
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
    instancePorts: [first, second].map(({ url }) => Number(new URL(url).port)),
  });
  stops.push(() => nginx.stop());
  const targets: Target[] = [];
  for (const [label, floor, base, parts] of [
    ['SQLite', 'sqlite', sqlite.url, { instances: [sqlite.pid], postgres: [], nginx: [] }],
    [
      'PostgreSQL, 1 instance',
      'postgres',
      single.url,
      { instances: [single.pid], postgres: [postgresPid], nginx: [] },
    ],
    [
      'PostgreSQL, 2 instances behind nginx',
      'postgres',
      nginx.url,
      { instances: [first.pid, second.pid], postgres: [postgresPid], nginx: [nginx.pid] },
    ],
  ] as const)
    targets.push({
      label,
      floor,
      base,
      parts: {
        instances: [...parts.instances],
        postgres: [...parts.postgres],
        nginx: [...parts.nginx],
      },
      buyers: await prepare(base),
    });
  return targets;
}

const stops: (() => Promise<void>)[] = [];

/** `median (min–max)` of one CPU share in ms per request over the rounds. */
const perRequest = (series: Figures[], part: keyof CpuShares) =>
  spread(
    series.map((f) => ((f.cpu?.[part] ?? 0) * 1000) / Math.max(1, f.requests)),
    2,
  );

/** How busy the machine's cores were during the measurement, in per cent, over the rounds. */
const busy = (series: Figures[]) =>
  spread(
    series.map((f) => {
      const cpu = f.cpu;
      const used = cpu ? cpu.instances + cpu.postgres + cpu.nginx + cpu.load : 0;
      return (100 * used) / (os.availableParallelism() * DURATION_S);
    }),
    0,
  );

try {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-server-'));
  chmodSync(dir, 0o755);
  // Durable as in production: fsync on, synchronous_commit = on.
  const postgres = await startLocalPostgres({ dir: path.join(dir, 'postgres'), durable: true });
  stops.push(() => postgres.stop());
  const [hello, ledger, pgLedger] = await Promise.all([
    start('helloServer.ts'),
    start('ledgerServer.ts'),
    start('pgLedgerServer.ts', {
      DATABASE_URL: await createDatabase(postgres.url, 'bench_ledger'),
    }),
  ]);
  const helloUrl = hello.url;
  const targets = await startTargets(postgres.url, dir, postgres.pid);
  const ledgerBuyUrl = `${ledger.url}/buy`;
  const pgLedgerBuyUrl = `${pgLedger.url}/buy`;
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
  const buyBody = (buyer: Buyer) =>
    JSON.stringify({ projectId: buyer.projectId, quantity: '1', agreed: true });
  const buyHeaders = (buyer: Buyer) => ({
    authorization: `Bearer ${buyer.token}`,
    'content-type': 'application/json',
  });
  const requests = targets.map(({ label, base, buyers, parts }) => {
    const [first] = buyers;
    if (!first) throw new Error(`${label}: no buyer`);
    return {
      label,
      parts,
      buyers,
      first,
      auth: { authorization: `Bearer ${first.token}` },
      listUrl: `${base}/h5/api/projects/list?page=1&pageSize=20`,
      buyUrl: `${base}/h5/api/orders/buy`,
    };
  });
  for (const r of requests) {
    await check(
      `project list (${r.label})`,
      r.listUrl,
      { headers: r.auth },
      /^\{"code":0,.*"items":\[\{/,
    );
    for (const buyer of r.buyers)
      await check(
        `purchase (${r.label})`,
        r.buyUrl,
        {
          method: 'POST',
          headers: { ...buyHeaders(buyer), 'idempotency-key': randomUUID() },
          body: buyBody(buyer),
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
  /** Each connection buys as a member of its own (the next in `buyers`), with fresh keys. */
  const buyerPerConnection = (buyers: Buyer[]): autocannon.Request => {
    let next = 0;
    return {
      setupRequest: (request: autocannon.Request, context: object) => {
        // autocannon keeps one context object per connection: its member is chosen once.
        const own = context as { buyer?: Buyer };
        own.buyer ??= buyers[next++ % buyers.length];
        const buyer = own.buyer as Buyer;
        return {
          ...request,
          body: buyBody(buyer),
          headers: {
            ...request.headers,
            ...buyHeaders(buyer),
            'idempotency-key': randomUUID(),
          },
        };
      },
    };
  };
  const names = [
    'bare Fastify hello world',
    'bare ledger write (SQLite)',
    'bare ledger write (PostgreSQL, pg)',
    ...requests.flatMap((r) => [
      `project list, authenticated (${r.label})`,
      `purchase of 1 ton, idempotent POST, one member (${r.label})`,
      `purchase of 1 ton, idempotent POST, ${BUYERS} members each on a project of their own (${r.label})`,
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
      figures.push(
        await measure(
          names[3 + 3 * i] ?? '',
          { url: r.listUrl, headers: r.auth },
          {},
          undefined,
          r.parts,
        ),
      );
      figures.push(
        await measure(
          names[4 + 3 * i] ?? '',
          {
            url: r.buyUrl,
            method: 'POST',
            headers: buyHeaders(r.first),
            body: buyBody(r.first),
          },
          freshKey,
          undefined,
          r.parts,
        ),
      );
      figures.push(
        await measure(
          names[5 + 3 * i] ?? '',
          { url: r.buyUrl, method: 'POST' },
          buyerPerConnection(r.buyers),
          undefined,
          r.parts,
        ),
      );
    }
    figures.forEach((f, i) => runs[i]?.push(f));
  }
  const bought: number[] = [];
  for (const { base, buyers } of targets) {
    let total = 0;
    for (const { token } of buyers)
      total += (
        await api<{ total: number }>(
          base,
          'GET',
          '/orders/list',
          { pageSize: 1 },
          { authorization: `Bearer ${token}` },
        )
      ).total;
    bought.push(total);
  }

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
    if (f.cpu)
      console.log(
        `  CPU ms per request: instances ${perRequest(series, 'instances')}, PostgreSQL ${perRequest(series, 'postgres')}, nginx ${perRequest(series, 'nginx')}, load generator ${perRequest(series, 'load')}; cores busy ${busy(series)} %`,
      );
  }
  const ratio = (a: Figures[], b: Figures[]) => a.map((f, i) => f.rps / (b[i]?.rps ?? Infinity));
  const [helloRuns, ledgerRuns, pgLedgerRuns] = runs as [Figures[], Figures[], Figures[]];
  console.log('');
  for (const [i, target] of targets.entries()) {
    const read = runs[3 + 3 * i] ?? [];
    const buy = runs[4 + 3 * i] ?? [];
    const buyMany = runs[5 + 3 * i] ?? [];
    const floor = target.floor === 'sqlite' ? ledgerRuns : pgLedgerRuns;
    const floorName = target.floor === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    console.log(`${target.label}:`);
    console.log(`  project list / hello world (per round): ${spread(ratio(read, helloRuns), 3)}`);
    console.log(
      `  purchase, one member / bare ledger write on ${floorName} (per round): ${spread(ratio(buy, floor), 3)}`,
    );
    console.log(
      `  purchase, ${BUYERS} members / bare ledger write on ${floorName} (per round): ${spread(ratio(buyMany, floor), 3)}`,
    );
    console.log(`  purchases recorded by the server: ${bought[i] ?? 0}`);
  }
  await benchDrawnPages(root, process.env['BENCH_BEFORE'], REPEATS, DURATION_S);
} finally {
  for (const child of children) child.kill('SIGTERM');
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
}
