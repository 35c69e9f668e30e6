// `npm run bench:server`: requests per second and p99 latency of an authenticated read (the
// project list) and of a purchase on the product server, beside a bare Fastify hello world
// measured in the same run, printed with their ratios. Each server runs in its own process on
// loopback; autocannon drives them from this one. Figures, not a pass/fail test.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 10;
const ADMIN_KEY = 'bench-admin-key-0123456789';
const children: ChildProcess[] = [];

function start(script: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bench', script)], {
    env: { ...process.env, ADMIN_KEY },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
      type: 'Forest protection',
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
}

async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

try {
  const [helloUrl, productUrl] = await Promise.all([
    start('helloServer.ts'),
    start('productServer.ts'),
  ]);
  const { token, projectId } = await prepare(productUrl);
  const hello = await measure('bare Fastify hello world', { url: helloUrl });
  const read = await measure('project list (authenticated read)', {
    url: `${productUrl}/h5/api/projects/list?page=1&pageSize=20`,
    headers: { authorization: `Bearer ${token}` },
  });
  const buy = await measure('purchase of 1 ton (idempotent POST)', {
    url: `${productUrl}/h5/api/orders/buy`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ projectId, quantity: '1' }),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
        }),
      },
    ],
  });
  const bought = await api<{ items: unknown[]; total: number }>(
    productUrl,
    'GET',
    '/orders/list',
    { pageSize: 1 },
    { authorization: `Bearer ${token}` },
  );

  console.log(`\nbench:server — ${DURATION_S} s each, ${CONNECTIONS} connections, loopback\n`);
  console.log(
    'scenario                               req/s    p99 ms   x hello req/s   x hello p99',
  );
  for (const f of [hello, read, buy]) {
    console.log(
      `${f.name.padEnd(38)} ${f.rps.toFixed(0).padStart(7)} ${f.p99.toFixed(1).padStart(9)} ${(f.rps / hello.rps).toFixed(3).padStart(15)} ${(f.p99 / Math.max(hello.p99, 0.001)).toFixed(1).padStart(13)}`,
    );
    if (f.errors > 0 || f.non2xx > 0)
      console.log(`  (${f.errors} connection errors, ${f.non2xx} non-2xx replies)`);
  }
  console.log(`\npurchases recorded by the server: ${bought.total}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
}
