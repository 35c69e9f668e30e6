// `npx tsx scripts/bench/profilePage.ts <url> [member]`: one Lighthouse mobile run of a page of a
// running server, printing where the main thread's time goes (the bootup-time and
// mainthread-work-breakdown audits), the largest layout shifts and the LCP element. For finding
// what to cut; `npm run bench:app` gives the figures.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

interface Details {
  items?: Record<string, unknown>[];
}

const [url, member] = process.argv.slice(2);
if (!url) throw new Error('usage: profilePage.ts <url> [member]');
const chromePath = findChromium();
if (!chromePath) throw new Error('No Chromium found');
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  if (member) {
    const origin = new URL(url).origin;
    const response = await fetch(`${origin}/h5/api/login/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        visitorType: 'personal',
        email: 'demo@carbonmarket.sg',
        password: 'GreenDemo2026',
        agreed: true,
      }),
    });
    const { data } = (await response.json()) as {
      data: { token: string; loginInfo: object; visitorType: string; is_answer: boolean };
    };
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${origin}/config.json`);
    await page.evaluate(
      (entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        // The page cookie the app keeps beside the session (PAGE_COOKIES.session).
        document.cookie = `cm_session=${encodeURIComponent(entries['token'] ?? '')}; Path=/`;
      },
      {
        token: data.token,
        loginInfo: JSON.stringify({
          ...data.loginInfo,
          visitorType: data.visitorType,
          is_answer: data.is_answer,
        }),
        isLogin: 'true',
      },
    );
    await page.close();
    await browser.disconnect();
  }
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: Boolean(member),
  });
  if (!result) throw new Error('no result');
  const { audits, categories } = result.lhr;
  const items = (id: string) => (audits[id]?.details as Details | undefined)?.items ?? [];
  console.log(
    `score ${Math.round((categories['performance']?.score ?? 0) * 100)}`,
    ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .map((id) => `${id} ${audits[id]?.displayValue ?? ''}`)
      .join(', '),
  );
  const observed = items('metrics')[0] ?? {};
  console.log(
    'observed (unthrottled) ms:',
    [
      'observedFirstContentfulPaint',
      'observedLargestContentfulPaint',
      'observedDomContentLoaded',
      'observedLoad',
    ]
      .map((key) => `${key.replace('observed', '')} ${String(observed[key])}`)
      .join(', '),
    '| simulated FCP',
    String(observed['firstContentfulPaint']),
  );
  console.log('\nmain-thread work:');
  for (const item of items('mainthread-work-breakdown'))
    console.log(
      `  ${String(item['groupLabel']).padEnd(32)} ${Number(item['duration']).toFixed(0)} ms`,
    );
  console.log('\nJavaScript by file (total / evaluation / parse+compile ms):');
  for (const item of items('bootup-time'))
    console.log(
      `  ${String(item['url'])
        .replace(/^https?:\/\/[^/]+/, '')
        .padEnd(
          48,
        )} ${Number(item['total']).toFixed(0)} / ${Number(item['scripting']).toFixed(0)} / ${Number(item['scriptParseCompile']).toFixed(0)}`,
    );
  console.log('\nlong tasks:');
  for (const item of items('long-tasks').slice(0, 8))
    console.log(
      `  ${String(item['url']).replace(/^https?:\/\/[^/]+/, '')} at ${Number(item['startTime']).toFixed(0)} ms: ${Number(item['duration']).toFixed(0)} ms`,
    );
  console.log('\nlayout shifts:');
  for (const item of items('layout-shifts').slice(0, 5))
    console.log(
      `  ${JSON.stringify(item['node'] && (item['node'] as { snippet?: string }).snippet)} ${String(item['score'])}`,
    );
  console.log('\nLCP element:');
  for (const item of items('largest-contentful-paint-element'))
    console.log(`  ${JSON.stringify(item).slice(0, 600)}`);
  console.log('\nrequests (observed start / end ms, transfer KB, initiator):');
  for (const item of items('network-requests'))
    console.log(
      `  ${Number(item['networkRequestTime']).toFixed(0).padStart(5)} ${Number(item['networkEndTime']).toFixed(0).padStart(5)} ${(Number(item['transferSize']) / 1024).toFixed(1).padStart(6)} ${String(item['url']).replace(/^https?:\/\/[^/]+/, '')}`,
    );
} finally {
  chrome.kill();
}
