// `npm run bench:app`: builds the reference app, prints the gzip size of the JavaScript its entry
// needs and of each lazily loaded route, then serves it from the reference server and prints
// Lighthouse's mobile figures (performance score, LCP, TBT, CLS) for Start, Login and Home (as the
// demo member). Figures against the budgets, not a pass/fail test.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAppBundle } from './bench/appBundleSizes';
import { medianAudit } from './bench/lighthouseAudit';
import type { PageFigures, StorageEntries } from './bench/lighthouseAudit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'apps/reference/dist');
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const BUDGET = { entryKb: 125, score: 95, cls: 0.02 };
const DEMO = { email: 'demo@carbonmarket.sg', password: 'GreenDemo2026' };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The reference server on a free port with a fresh data directory (demo data, no scheduler). */
async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: distDir,
        DEMO_SCHEDULER: 'off',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** Signs the demo member in through the API and returns the storage the app keeps for them. */
async function demoSession(origin: string): Promise<StorageEntries> {
  const response = await fetch(`${origin}/h5/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ visitorType: 'personal', ...DEMO, agreed: true }),
  });
  const reply = (await response.json()) as {
    code: number;
    msg: string;
    data: { token: string; loginInfo: object; visitorType: string; is_answer: boolean };
  };
  if (reply.code !== 0) throw new Error(`demo login refused: ${reply.msg}`);
  const { token, loginInfo, visitorType, is_answer } = reply.data;
  return {
    token,
    loginInfo: JSON.stringify({ ...loginInfo, visitorType, is_answer }),
    isLogin: 'true',
  };
}

const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const sizes = measureAppBundle(distDir);
console.log('\nJavaScript, gzip -9');
console.log(
  `  entry (${sizes.entry.files.length} files): ${kb(sizes.entry.gzipBytes)} KB — budget ${BUDGET.entryKb} KB, ${mark(sizes.entry.gzipBytes / 1024 <= BUDGET.entryKb)}`,
);
console.log(`  entry CSS (render-blocking): ${kb(sizes.entryCss.gzipBytes)} KB`);
console.log(
  `  preloaded beside the entry, shared by the routes (${sizes.preloaded.files.join(', ')}): ${kb(sizes.preloaded.gzipBytes)} KB`,
);
console.log('  lazily loaded, on top of those:');
for (const chunk of sizes.lazy) {
  console.log(`    ${kb(chunk.gzipBytes).padStart(7)} KB  ${chunk.name}`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-app-'));
const server = await startServer(dataDir);
try {
  const pages: [string, string, StorageEntries | undefined][] = [
    ['Start', '/pages/index/start', undefined],
    ['Login', '/pages/login/index', undefined],
    ['Home (member)', '/pages/index/index', await demoSession(server.origin)],
  ];
  console.log(`\nLighthouse, mobile, simulated throttling (median of ${RUNS} runs)`);
  console.log('  page            score   LCP ms   TBT ms   CLS');
  for (const [name, route, storage] of pages) {
    const figures: PageFigures = await medianAudit(`${server.origin}${route}`, RUNS, storage);
    const ok = figures.score >= BUDGET.score && figures.cls <= BUDGET.cls;
    console.log(
      `  ${name.padEnd(15)} ${String(figures.score).padStart(5)} ${figures.lcpMs.toFixed(0).padStart(8)} ${figures.tbtMs.toFixed(0).padStart(8)}   ${figures.cls.toFixed(3)}  ${mark(ok)}`,
    );
  }
  console.log(`  budgets: score ≥ ${BUDGET.score}, CLS ≤ ${BUDGET.cls}`);
} finally {
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
