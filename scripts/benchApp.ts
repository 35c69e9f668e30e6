// `npm run bench:app`: builds the reference app and prints the gzip size of the JavaScript its
// entry needs and of each lazily loaded route; then builds two reference pages with the Start
// screen's content (static HTML, and a bare React app), serves them and the app from loopback,
// checks that every page is the one intended, and prints Lighthouse's mobile figures of each
// page over BENCH_RUNS runs (default 5): median and range, LCP against both reference pages, and
// the targets. Figures beside targets, not a pass/fail test; it exits non-zero only when a page
// was refused (it ended on another address, or did not show its heading). README, "Benchmarks".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_PAGES } from './bench/appPages';
import { measureAppBundle } from './bench/appBundleSizes';
import { startAppServer } from './bench/appServer';
import type { StorageEntries } from './bench/browser';
import { bundleReport } from './bench/bundleReport';
import { measurePages } from './bench/measurePages';
import type { Visitor } from './bench/pageCheck';
import type { PageToMeasure } from './bench/measurePages';
import { buildReferencePages } from './bench/referencePages';
import { startReferenceServer } from './bench/referenceServer';
import type { RunningServer } from './bench/referenceServer';
import { lighthouseReport } from './bench/report';
import { guestSession, memberSession, submitFootprint } from './bench/sessions';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'apps/reference/dist');
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a whole number ≥ 1');
const progress = (line: string) => console.error(line);

const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`\n${bundleReport(measureAppBundle(distDir)).join('\n')}`);

const workDir = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-app-'));
const servers: RunningServer[] = [];
let ok = false;
try {
  const siteDir = path.join(workDir, 'reference-site');
  const references = await buildReferencePages(siteDir, path.join(workDir, 'reference-src'));
  const referenceServer = await startReferenceServer(siteDir);
  servers.push(referenceServer);
  const app = await startAppServer(root, distDir, path.join(workDir, 'data'));
  servers.push(app);
  const storage: Record<Visitor, StorageEntries | undefined> = {
    'signed out': undefined,
    guest: await guestSession(app.origin),
    member: await memberSession(app.origin),
  };
  // The footprint result page shows the member's last result: give them one.
  if (storage.member?.['token']) await submitFootprint(app.origin, storage.member['token']);
  const pages: PageToMeasure[] = [
    ...references.map((page) => ({
      ...page,
      reference: true,
      origin: referenceServer.origin,
    })),
    ...APP_PAGES.map((page) => {
      const entries = storage[page.visitor];
      return {
        ...page,
        reference: false,
        origin: app.origin,
        ...(entries ? { storage: entries } : {}),
      };
    }),
  ];
  const [load] = os.loadavg();
  console.log(
    `\nLighthouse, mobile (Moto G Power, simulated slow 4G, 4x CPU slowdown), ${RUNS} run${RUNS === 1 ? '' : 's'} per page, the pages taking turns; ${os.cpus().length} cores, load average ${(load ?? 0).toFixed(2)} at the start`,
  );
  const measured = await measurePages(pages, RUNS, progress);
  const report = lighthouseReport(measured);
  console.log(`\n${report.lines.join('\n')}`);
  ok = report.ok;
} finally {
  for (const server of servers.reverse()) await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}
if (!ok) process.exitCode = 1;
