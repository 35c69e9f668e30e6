// A fresh headless system Chromium per use (so every visit starts with a cold cache and empty
// storage), and the localStorage a signed-in visitor brings.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import type { Browser, Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { PAGE_COOKIES } from '../../packages/domain/src/transport/pageCookies';

/** localStorage entries to write on the page's origin before it is visited (a signed-in visitor). */
export type StorageEntries = Record<string, string>;

/** Runs `use` with the debugging port of a fresh headless Chromium, then closes it. */
export async function withChromium<T>(use: (port: number) => Promise<T>): Promise<T> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found (set CHROME_PATH)');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** Puppeteer on the Chromium at `port`, disconnected (not closed) after `use`. */
export async function withPuppeteer<T>(port: number, use: (browser: Browser) => Promise<T>) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    return await use(browser);
  } finally {
    await browser.disconnect();
  }
}

/**
 * Writes `storage` into the localStorage of `origin` from a page that loads none of the app (the
 * server's `/config.json`), with the page cookies the app keeps beside it (`PAGE_COOKIES`: the
 * session's token and the language), so the app's first load finds the visitor signed in, as a
 * returning visitor's browser does.
 */
export async function writeStorage(port: number, origin: string, storage: StorageEntries) {
  await withPuppeteer(port, async (browser) => {
    const page = await browser.newPage();
    await storeOnPage(page, origin, storage);
    await page.close();
  });
}

/** Writes `storage` and its page cookies for `origin` through an open page of the browser. */
export async function storeOnPage(page: Page, origin: string, storage: StorageEntries) {
  const cookies: Record<string, string> = {};
  if (storage['token']) cookies[PAGE_COOKIES.session] = storage['token'];
  if (storage['currLang']) cookies[PAGE_COOKIES.language] = storage['currLang'];
  await page.goto(new URL('/config.json', origin).href);
  await page.evaluate(
    (entries: StorageEntries, jar: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      for (const [name, value] of Object.entries(jar))
        document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
    },
    storage,
    cookies,
  );
}
