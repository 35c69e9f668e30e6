// `bench:server`'s part on the pages the server draws for a signed-in visitor (ADR 027): drawn
// pages per second of a member's Profile tab at 1 and at 8 concurrent requests, and that page's
// time alone and while 150 guests' Home pages are requested at once. Each checkout measured runs
// its own product server (`main.ts`) on its own built app; with `BENCH_BEFORE=<another built
// checkout>` the same figures are taken of that one too, the rounds taking turns, so a change
// is shown beside what it replaced in one run. The drawn-page limits per address and per session
// are lifted (a checkout from before DRAWN_PAGES_PER_ADDRESS and DRAWN_PAGES_PER_SESSION keeps
// its limits, and shows mostly shells).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@carbonmarket/domain/contract';
import { call, signedInMember } from '../../tests/e2e/support/api';
import { ADMIN_KEY } from '../../tests/e2e/support/server';
import { startAppServer } from './appServer';
import type { RunningServer } from './referenceServer';
import { drawnPagesPerSecond, memberPageDuringFlood } from './drawnPages';
import { spread } from './figures';

const FLOOD = 150;
const FLOOD_SAMPLES = 5;

interface Checkout {
  label: string;
  root: string;
}

interface Subject extends Checkout {
  server: RunningServer;
  token: string;
  guests: string[];
  rates: Record<1 | 8, number[]>;
  p99: Record<1 | 8, number[]>;
}

const built = (root: string) => existsSync(path.join(root, 'apps/reference/dist/prerendered.json'));

const commitOf = (root: string) => {
  try {
    return execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'not a git checkout';
  }
};

/** A member signed in and five guests, made through the API as the app makes them. */
async function visitors(base: string): Promise<{ token: string; guests: string[] }> {
  const { token } = await signedInMember(base);
  const guests: string[] = [];
  for (let i = 0; i < 5; i += 1)
    guests.push((await call(base, endpoints.auth.guestLogin, {})).token);
  return { token, guests };
}

async function prepare(checkout: Checkout, workDir: string): Promise<Subject> {
  const server = await startAppServer(
    checkout.root,
    path.join(checkout.root, 'apps/reference/dist'),
    mkdtempSync(path.join(workDir, 'data-')),
    // The per-address and per-session limits lifted (one address and a few sessions send every
    // request here): what is measured is how fast pages are drawn and how the drawing queue sheds.
    { ADMIN_KEY, DRAWN_PAGES_PER_ADDRESS: '1000000', DRAWN_PAGES_PER_SESSION: '1000000' },
  );
  const { token, guests } = await visitors(server.origin);
  // Warm: the first drawing of a route loads its code.
  await drawnPagesPerSecond(`${server.origin}/pages/profile/index`, token, 1, 1);
  await drawnPagesPerSecond(`${server.origin}/pages/index/index`, guests[0] ?? '', 1, 1);
  return { ...checkout, server, token, guests, rates: { 1: [], 8: [] }, p99: { 1: [], 8: [] } };
}

/** Measures and prints; `root` is this checkout, `before` another built one or undefined. */
export async function benchDrawnPages(
  root: string,
  before: string | undefined,
  rounds: number,
  seconds: number,
): Promise<void> {
  if (!built(root)) {
    console.log('\ndrawn pages: skipped (run `npm run build` first)');
    return;
  }
  if (before !== undefined && !built(before))
    throw new Error(`BENCH_BEFORE=${before} has no built app: run \`npm run build\` there first`);
  const checkouts: Checkout[] = [
    { label: `this checkout (${commitOf(root)})`, root },
    ...(before ? [{ label: `before (${commitOf(before)}, ${before})`, root: before }] : []),
  ];
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-drawn-'));
  const subjects: Subject[] = [];
  try {
    for (const checkout of checkouts) subjects.push(await prepare(checkout, workDir));
    for (let round = 0; round < rounds; round += 1)
      for (const subject of subjects)
        for (const connections of [1, 8] as const) {
          const profile = `${subject.server.origin}/pages/profile/index`;
          const rate = await drawnPagesPerSecond(profile, subject.token, connections, seconds);
          subject.rates[connections].push(rate.drawnPerSecond);
          subject.p99[connections].push(rate.p99);
        }
    console.log(
      `\ndrawn pages: the member's Profile tab of each built app, ${rounds} rounds of ${seconds} s taking turns; median (min–max)`,
    );
    for (const subject of subjects) {
      const { origin } = subject.server;
      const flood = await memberPageDuringFlood(
        `${origin}/pages/profile/index`,
        subject.token,
        `${origin}/pages/index/index`,
        subject.guests,
        FLOOD,
        FLOOD_SAMPLES,
      );
      console.log(`  ${subject.label}`);
      for (const connections of [1, 8] as const)
        console.log(
          `    ${connections} at once: drawn pages/s ${spread(subject.rates[connections], 0)}   p99 ms ${spread(subject.p99[connections], 1)}`,
        );
      console.log(
        `    the member's page alone: ms ${spread(flood.idleMs, 1)}; during ${FLOOD} guests' pages: ms ${spread(flood.duringFloodMs, 1)} (${flood.drawnDuringFlood} of ${flood.duringFloodMs.length} drawn, the rest the shell)`,
      );
      console.log(
        `    the flood: ${flood.floodDrawn} of ${FLOOD * FLOOD_SAMPLES} guests' pages drawn, the rest the shell; the slowest flood answered in ${flood.floodMs.toFixed(0)} ms`,
      );
    }
  } finally {
    for (const subject of subjects) await subject.server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}
