// `npx tsx scripts/bench/longTasks.ts <url> [runs] [member]`: the main thread's long tasks of
// loading one page of a running server, Chromium's CPU slowed four times as Lighthouse's mobile
// run does. For each task over 50 ms: when it started, how long it ran, the largest trace events
// inside it (a module's evaluation, a layout, a timer) and the CPU time by script file over its
// span. For finding which piece of start-up makes a long task; `npm run bench:app` gives TBT.
import puppeteer from 'puppeteer-core';
import type { Protocol } from 'puppeteer-core';
import { findChromium } from '../chromium.mjs';
import { storeOnPage } from './browser';
import { memberSession } from './sessions';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

const LONG_TASK_MS = 50;
const SHOWN_EVENTS = new Set([
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
]);

const [url, runsArg, member] = process.argv.slice(2);
if (!url) throw new Error('usage: longTasks.ts <url> [runs] [member]');
const runs = Number(runsArg ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a whole number ≥ 1');
const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found');

/** The renderer's main thread of the page: the `CrRendererMain` with the most events. */
function mainThread(events: TraceEvent[]): TraceEvent[] {
  const count = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  const mains = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`)
    .sort((a, b) => (count.get(b) ?? 0) - (count.get(a) ?? 0));
  return events.filter((event) => `${event.pid}:${event.tid}` === mains[0]);
}

/** CPU self time by script file (ms) of the samples between `from` and `to` (µs). */
function filesBetween(profile: Protocol.Profiler.Profile, from: number, to: number): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas ?? [];
  const byFile = new Map<string, number>();
  let clock = profile.startTime;
  (profile.samples ?? []).forEach((id, i) => {
    const delta = deltas[i] ?? 0;
    clock += delta;
    const frame = nodes.get(id)?.callFrame;
    if (clock < from || clock > to || !frame || frame.functionName === '(idle)') return;
    const file = frame.url.replace(/^.*\//, '') || frame.functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + delta / 1000);
  });
  return [...byFile]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([file, ms]) => `${file} ${ms.toFixed(0)}`)
    .join(', ');
}

const storage = member ? await memberSession(new URL(url).origin) : undefined;
const browser = await puppeteer.launch({ executablePath, args: ['--no-sandbox'], headless: true });
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
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
    await page.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const trace = await page.tracing.stop();
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();
    if (!trace) throw new Error('no trace');
    const events = mainThread(
      (JSON.parse(Buffer.from(trace).toString()) as { traceEvents: TraceEvent[] }).traceEvents,
    );
    const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X');
    const start = tasks[0]?.ts ?? 0;
    let blocking = 0;
    const lines: string[] = [];
    for (const task of tasks) {
      const ms = (task.dur ?? 0) / 1000;
      if (ms <= LONG_TASK_MS) continue;
      blocking += ms - LONG_TASK_MS;
      const end = task.ts + (task.dur ?? 0);
      const inside = events
        .filter(
          (event) =>
            event.ph === 'X' &&
            SHOWN_EVENTS.has(event.name) &&
            event.ts >= task.ts &&
            event.ts + (event.dur ?? 0) <= end &&
            (event.dur ?? 0) >= 3000,
        )
        .slice(0, 6)
        .map((event) => {
          const where = event.args?.data?.url?.replace(/^.*\//, '') ?? '';
          return `${event.name}${where ? ` ${where}` : ''} ${((event.dur ?? 0) / 1000).toFixed(0)}`;
        });
      lines.push(
        `  at ${((task.ts - start) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms [${inside.join(' | ')}]`,
        `      CPU by file: ${filesBetween(profile, task.ts, end)}`,
      );
    }
    console.log(
      `run ${run + 1}: ${lines.length / 2} tasks over ${LONG_TASK_MS} ms, ${blocking.toFixed(0)} ms over (4x, observed)`,
    );
    for (const line of lines) console.log(line);
  }
} finally {
  await browser.close();
}
