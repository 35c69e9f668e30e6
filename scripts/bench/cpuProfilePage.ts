// `npx tsx scripts/bench/cpuProfilePage.ts <url> [runs] [member]`: the main thread's CPU time of loading
// one page of a running server, Chromium's CPU slowed four times as Lighthouse's mobile run does:
// the self time of every function over `runs` loads (default 3), averaged per load, by script
// file and by function. Unlike TBT, which depends on how that work falls into tasks and on the
// machine's load, the sum compares two builds' start-up work; run it on both, one after the other.
// With `member`, each load is the demo member's return visit (storage and page cookie written).
import puppeteer from 'puppeteer-core';
import type { Protocol } from 'puppeteer-core';
import { findChromium } from '../chromium.mjs';
import { storeOnPage } from './browser';
import { memberSession } from './sessions';

const [url, runsArg, member] = process.argv.slice(2);
if (!url) throw new Error('usage: cpuProfilePage.ts <url> [runs] [member]');
const runs = Number(runsArg ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a whole number ≥ 1');
const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found');

/** Self time (ms) of each function of one profile, keyed `name file:line`. */
function selfTimes(profile: Protocol.Profiler.Profile): Map<string, number> {
  const byNode = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) =>
    byNode.set(id, (byNode.get(id) ?? 0) + (deltas[i] ?? 0) / 1000),
  );
  const times = new Map<string, number>();
  for (const node of profile.nodes) {
    const frame = node.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const file = frame.url.replace(/^.*\//, '') || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`;
    times.set(key, (times.get(key) ?? 0) + (byNode.get(node.id) ?? 0));
  }
  return times;
}

const storage = member ? await memberSession(new URL(url).origin) : undefined;
const browser = await puppeteer.launch({ executablePath, args: ['--no-sandbox'], headless: true });
const totals = new Map<string, number>();
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823 });
    if (storage) await storeOnPage(page, new URL(url).origin, storage);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { profile } = await cdp.send('Profiler.stop');
    for (const [key, ms] of selfTimes(profile)) totals.set(key, (totals.get(key) ?? 0) + ms / runs);
    await context.close();
  }
} finally {
  await browser.close();
}
const functions = [...totals.entries()].sort((a, b) => b[1] - a[1]);
const files = new Map<string, number>();
for (const [key, ms] of functions) {
  const file = key.slice(key.lastIndexOf(' ') + 1, key.lastIndexOf(':'));
  files.set(file, (files.get(file) ?? 0) + ms);
}
const total = functions.reduce((sum, [, ms]) => sum + ms, 0);
const row = (ms: number, what: string) => `  ${ms.toFixed(0).padStart(6)} ms  ${what}`;
console.log(
  `${url}: main-thread CPU per load, 4x slowdown, mean of ${runs}: ${total.toFixed(0)} ms`,
);
console.log('by file:');
for (const [file, ms] of [...files.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(row(ms, file));
console.log('by function (self time):');
for (const [key, ms] of functions.slice(0, 20)) console.log(row(ms, key));
