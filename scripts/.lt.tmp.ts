import puppeteer from 'puppeteer-core';
import type { Protocol } from 'puppeteer-core';
import { readFileSync, existsSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { storeOnPage } from './bench/browser';
import { memberSession } from './bench/sessions';

const [url, member, minArg] = process.argv.slice(2);
const MIN = Number(minArg ?? 100);
const dist = (process.env.DIST ?? '.') + '/apps/reference/dist/assets/';
const maps = new Map<string, SourceMapConsumer | null>();
function mapFrame(frame: Protocol.Runtime.CallFrame): string {
  const file = frame.url.replace(/^.*\//, '');
  if (!file) return frame.functionName || '(native)';
  if (!maps.has(file)) {
    const p = dist + file + '.map';
    maps.set(file, existsSync(p) ? new SourceMapConsumer(JSON.parse(readFileSync(p, 'utf8'))) : null);
  }
  const m = maps.get(file);
  if (!m) return `${frame.functionName} ${file}`;
  const pos = m.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const src = (pos.source ?? '?').replace(/^.*node_modules\//, 'nm:').replace(/^.*\/src\//, '');
  return `${frame.functionName || pos.name || '?'} ${src}:${pos.line}`;
}
const storage = member === 'member' ? await memberSession(new URL(url).origin) : undefined;
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], headless: true });
const context = await browser.createBrowserContext();
const page = await context.newPage();
await page.setViewport({ width: 412, height: 823 });
if (storage) await storeOnPage(page, new URL(url).origin, storage);
if (process.env.BLOCK) { await page.setRequestInterception(true); page.on('request', (r) => (new RegExp(process.env.BLOCK!).test(r.url()) ? void r.abort() : void r.continue())); }
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
await page.goto(url, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 2500));
const trace = await page.tracing.stop();
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
interface TE { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } }
const events = (JSON.parse(Buffer.from(trace!).toString()) as { traceEvents: TE[] }).traceEvents;
const count = new Map<string, number>();
for (const e of events) count.set(`${e.pid}:${e.tid}`, (count.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
const main = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`).sort((a, b) => (count.get(b) ?? 0) - (count.get(a) ?? 0))[0];
const tasks = events.filter((e) => `${e.pid}:${e.tid}` === main && e.name === 'RunTask' && e.ph === 'X');
const start = tasks[0]!.ts;
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
if (process.env.SUMS) {
  const totals = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const d = profile.timeDeltas?.[i] ?? 0;
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const k = mapFrame(nodes.get(n)!.callFrame);
      if (seen.has(k)) continue;
      seen.add(k);
      totals.set(k, (totals.get(k) ?? 0) + d / 1000);
    }
  });
  const pick = (re: RegExp) => [...totals].filter(([k]) => re.test(k)).map(([k, v]) => `${k.split(' ').pop()} ${v.toFixed(0)}`).join(', ');
  console.log('renderRootSync', pick(/react-dom-client.production.js:12522$/), '| renderRootConcurrent', pick(/react-dom-client.production.js:12(6[0-9][0-9])$/).slice(0,0), '| performUnitOfWork', pick(/react-dom-client.production.js:12706$/), '| ProjectListCard', pick(/ProjectListCard.tsx/));
  process.exit(0);
}
for (const task of tasks) {
  const ms = (task.dur ?? 0) / 1000;
  if (ms < MIN) continue;
  const end = task.ts + (task.dur ?? 0);
  const incl = new Map<string, number>();
  let clock = profile.startTime;
  (profile.samples ?? []).forEach((id, i) => {
    const d = profile.timeDeltas?.[i] ?? 0;
    clock += d;
    if (clock < task.ts || clock > end) return;
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const f = nodes.get(n)!.callFrame;
      if (f.functionName === '(root)' || f.functionName === '(idle)') continue;
      const k = mapFrame(f);
      if (seen.has(k)) continue;
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + d / 1000);
    }
  });
  if (process.env.BRIEF) { console.log(`task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms`); continue; }
  console.log(`task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms`);
  [...incl].sort((a, b) => b[1] - a[1]).slice(0, 60).forEach(([k, v]) => console.log(`   ${v.toFixed(0).padStart(5)} ${k}`));
}
