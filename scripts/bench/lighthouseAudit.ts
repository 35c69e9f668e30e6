import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

/** The figures `bench:app` prints for one page. */
export interface PageFigures {
  /** Lighthouse performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** localStorage entries to write on the page's origin before it is measured (a signed-in member). */
export type StorageEntries = Record<string, string>;

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${id}`);
  return value;
};

/**
 * Audits `url` with Lighthouse's default mobile settings (Moto G Power screen, simulated slow 4G
 * and 4x CPU slowdown) in a fresh headless system Chromium, so every run starts with a cold cache.
 * With `storage`, the entries are written on the origin first (from a page that loads none of the
 * app) and Lighthouse is told to keep them.
 */
export async function auditPage(url: string, storage?: StorageEntries): Promise<PageFigures> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found (set CHROME_PATH)');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    if (storage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/config.json', url).href);
      await page.evaluate((entries: StorageEntries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: storage !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/** The run with the median score of `runs` audits (Lighthouse's own advice for noisy figures). */
export async function medianAudit(
  url: string,
  runs: number,
  storage?: StorageEntries,
): Promise<PageFigures> {
  const results: PageFigures[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await auditPage(url, storage));
  results.sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs);
  const median = results[Math.floor(results.length / 2)];
  if (!median) throw new Error('No Lighthouse run');
  return median;
}
