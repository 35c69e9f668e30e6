// The system Chromium, headless, driven by playwright-core, with one phone-sized context per
// journey (its own storage, so journeys never share a session).
import { chromium } from 'playwright-core';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, INSTALL_HINT, findChromium } from '../../../scripts/chromium.mjs';

/** The phone the product is designed for. */
export const VIEWPORT = { width: 390, height: 844 } as const;
/** How long a journey waits for something the app should show. */
export const UI_TIMEOUT_MS = 20_000;

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

export async function phoneContext(
  browser: Browser,
  baseURL: string,
  /** Settings of this context over the phone's: a colour scheme, JavaScript off... */
  overrides: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-SG',
    timezoneId: 'Asia/Singapore',
    reducedMotion: 'reduce',
    // The app's service worker precaches every script after the first load: each journey would
    // download the whole app beside its own steps. Only the installable app's journey, which is
    // about the worker, lets it run (`serviceWorkers: 'allow'`).
    serviceWorkers: 'block',
    ...overrides,
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(UI_TIMEOUT_MS);
  return context;
}

/** Waits until the locator's (single) element is visible. */
export async function shown(locator: Locator, timeout = UI_TIMEOUT_MS): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/** Waits until the page is at this path (query and hash aside). */
export async function at(page: Page, pathname: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/** Waits until the element's whole text, trimmed and with spaces collapsed, is `expected`. */
export async function hasText(
  locator: Locator,
  expected: string,
  timeout = UI_TIMEOUT_MS,
): Promise<void> {
  await expect
    .poll(
      async () =>
        ((await locator.count()) === 1 ? await locator.textContent() : null)
          ?.replace(/\s+/g, ' ')
          .trim(),
      { timeout, interval: 100 },
    )
    .toBe(expected);
}

/** A key of the page's localStorage. */
export const stored = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((name) => window.localStorage.getItem(name), key);
