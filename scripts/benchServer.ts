// `npm run bench:server`: requests per second and p99 latency of an authenticated read (the
// project list) and of a purchase on the product server, beside two comparators measured in the
// same run: a bare Fastify hello world (for the read) and a bare Fastify + SQLite idempotent
// ledger write (for the purchase), printed with their ratios. `BENCH_REPEATS` rounds (default 3),
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
import autocannon from 'autocannon';
import { benchDrawnPages } from './bench/drawnPagesBench';
import { spread } from './bench/figures';

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

/** A member with money and a project with stock, made through the API as a person would. */
async function prepare(base: string) {
  const admin = { 'x-admin-key': ADMIN_KEY };
  const email = 'bench@carbonmarket.sg';
  await api(base, 'POST', '/login/sendcode', { email, purpose: 'register' });
  const { code } = await api<{ code: string }>(
    base,
    'GET',
    '/admin/verificationcode',
    { email, purpose: 'register' },
    admin,
  );
  const session = await api<{ token: string }>(base, 'POST', '/login/register', {
    visitorType: 'personal',
    email,
    code,
    firstName: 'Bench',
    lastName: 'Mark',
    icNumber: 'S1234567D',
    mobile: '91234567',
    password: 'Benchmark2026',
    confirmPassword: 'Benchmark2026',
    agreed: true,
  });
  const auth = { authorization: `Bearer ${session.token}` };
  for (let i = 0; i < 3; i += 1) {
    const topUp = await api<{ id: number }>(
      base,
      'POST',
      '/wallet/topup',
      { amount: '50000' },
      {
        ...auth,
        'idempotency-key': randomUUID(),
      },
    );
    await api(base, 'POST', '/admin/topup/confirm', { id: topUp.id }, admin);
  }
  const project = await api<{ id: number }>(
    base,
    'POST',
    '/admin/projects/create',
    {
      name: 'Benchmark Forest',
      location: 'Singapore',
      type: 'forest_protection',
      standards: ['Verra VCS'],
      status: 'in_progress',
      unitPrice: '1.00',
      quantity: '100000000',
      minTons: '1',
      maxTons: '1000',
      introduction: 'A project with stock enough for any benchmark.',
      vintage: 2026,
      verificationAgency: 'Bench Verifiers',
      monitoring: 'None',
      creditType: 'Removal',
      developer: 'Bench',
    },
    admin,
  );
  return { token: session.token, projectId: project.id };
}

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

try {
  const [helloUrl, ledgerUrl, productUrl] = await Promise.all([
    start('helloServer.ts'),
    start('ledgerServer.ts'),
    start('productServer.ts'),
  ]);
  const { token, projectId } = await prepare(productUrl);
  const auth = { authorization: `Bearer ${token}` };
  const listUrl = `${productUrl}/h5/api/projects/list?page=1&pageSize=20`;
  const buyUrl = `${productUrl}/h5/api/orders/buy`;
  const buyBody = JSON.stringify({ projectId, quantity: '1', agreed: true });
  const buyHeaders = { ...auth, 'content-type': 'application/json' };
  const ledgerBuyUrl = `${ledgerUrl}/buy`;
  await check('hello world', helloUrl, {}, /^\{"hello":"world"\}$/);
  await check(
    'ledger write',
    ledgerBuyUrl,
    { method: 'POST', headers: { 'idempotency-key': randomUUID() } },
    /^\{"code":0,/,
  );
  await check('project list', listUrl, { headers: auth }, /^\{"code":0,.*"items":\[\{/);
  await check(
    'purchase',
    buyUrl,
    { method: 'POST', headers: { ...buyHeaders, 'idempotency-key': randomUUID() }, body: buyBody },
    /^\{"code":0,/,
  );
  const freshKey = {
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      headers: { ...request.headers, 'idempotency-key': randomUUID() },
    }),
  };
  const names = [
    'bare Fastify hello world',
    'bare ledger write (SQLite)',
    'project list (authenticated read)',
    'purchase of 1 ton (idempotent POST)',
  ] as const;
  const runs: Figures[][] = names.map(() => []);
  for (let round = 0; round < REPEATS; round += 1) {
    const figures = [
      await measure(names[0], { url: helloUrl }, {}, /^\{"hello":"world"\}$/),
      await measure(names[1], { url: ledgerBuyUrl, method: 'POST' }, freshKey),
      await measure(names[2], { url: listUrl, headers: auth }),
      await measure(
        names[3],
        { url: buyUrl, method: 'POST', headers: buyHeaders, body: buyBody },
        freshKey,
      ),
    ];
    figures.forEach((f, i) => runs[i]?.push(f));
  }
  const bought = await api<{ items: unknown[]; total: number }>(
    productUrl,
    'GET',
    '/orders/list',
    { pageSize: 1 },
    auth,
  );

  console.log(
    `\nbench:server — ${DURATION_S} s each, ${CONNECTIONS} connections, loopback, ${REPEATS} rounds; median (min–max)\n`,
  );
  const [hello, ledger, read, buy] = runs as [Figures[], Figures[], Figures[], Figures[]];
  const ratio = (a: Figures[], b: Figures[]) => a.map((f, i) => f.rps / (b[i]?.rps ?? Infinity));
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
  console.log(`\nproject list / hello world (per round): ${spread(ratio(read, hello), 3)}`);
  console.log(`purchase / bare ledger write (per round): ${spread(ratio(buy, ledger), 3)}`);
  console.log(`\npurchases recorded by the server: ${bought.total}`);
  await benchDrawnPages(root, process.env['BENCH_BEFORE'], REPEATS, DURATION_S);
} finally {
  for (const child of children) child.kill('SIGTERM');
}
