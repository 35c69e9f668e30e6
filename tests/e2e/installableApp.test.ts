// The app as people install it on a phone, against the real server serving a copy of the build
// (a release this file can replace): Chromium finds it installable (manifest, icons, a service
// worker that controls the page); after a first visit, with the network cut, it opens from the
// worker's shell, says it is offline and keeps money actions off, with no console error; and a
// new release's worker replaces the old one on reload, its shell serving offline from then on.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { UI_TIMEOUT_MS, VIEWPORT, at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { fundedMember } from './support/market';
import { STATIC_DIR, requireBuiltApp } from './support/server';
import { PATHS, field, logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';

requireBuiltApp();
/** This file's release: a copy of the build, which the last journey replaces with a new one. */
const RELEASE_DIR = mkdtempSync(path.join(os.tmpdir(), 'cm-release-'));
cpSync(STATIC_DIR, RELEASE_DIR, { recursive: true });
afterAll(() => rmSync(RELEASE_DIR, { recursive: true, force: true }));

const journeys = useJourneys({ staticDir: RELEASE_DIR });

const TOP_UP = '/pages/profile/topup';
/** How long a poll waits for what the app or its worker should do. */
const WAIT = { timeout: UI_TIMEOUT_MS };

/** A page whose service worker may run, with every console error it logs from now on. */
async function pageWithWorker(): Promise<{ page: Page; consoleErrors: string[] }> {
  const page = await journeys.openPage({ serviceWorkers: 'allow' });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      consoleErrors.push(`${message.text()} (${message.location().url || page.url()})`);
  });
  return { page, consoleErrors };
}

/**
 * Waits until the worker is active (its precache complete), then loads the page again, as the
 * visitor's next visit would: that load is the worker's to control.
 */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), WAIT)
    .toBe(true);
}

/** The shell the worker keeps for when the network fails: its text, as the precache holds it. */
async function precachedShells(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const shells: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (new URL(request.url).pathname === '/index.html')
          shells.push((await (await cache.match(request))?.text()) ?? '');
    }
    return shells;
  });
}

const offlineNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: text('feedback.offline.title') });

/** Width and height of a PNG, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Chromium's own installability checks, the manifest it read, its icons and the bar colours. */
async function installable(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(PATHS.start);
  await workerInControl(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { errors, data } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Carbon Market',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const reply = await page.request.get(icon.src);
    expect(reply.headers()['content-type']).toBe('image/png');
    const [width] = icon.sizes.split('x').map(Number);
    expect(pngSize(await reply.body())).toEqual({ width, height: width });
  }
  // The browser's bar in the nav bar's colour, light and dark.
  const themeColors = await page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('media')));
  expect(themeColors).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
  expect(consoleErrors).toEqual([]);
}

describe('the installable app', () => {
  it('is installable: a manifest with its icons, and a service worker in control', async () => {
    // Chromium installs nothing from an incognito window, which every new context is: this one
    // is a profile of its own, as a phone's browser has.
    const executablePath = findChromium();
    if (!executablePath) throw new Error('No Chromium: install it or set CHROME_PATH');
    const profile = mkdtempSync(path.join(os.tmpdir(), 'cm-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      args: CHROMIUM_ARGS,
      headless: true,
      baseURL: journeys.server().base,
      viewport: VIEWPORT,
      isMobile: true,
      hasTouch: true,
    });
    try {
      await installable(context);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('opens offline after a first visit, says so, and keeps money actions off until the network is back', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    const { page, consoleErrors } = await pageWithWorker();
    await logIn(page, member.email, member.password);
    await page.goto(TOP_UP);
    await shown(navTitle(page, 'wallet.topUp.title'));
    await workerInControl(page);
    const topUp = page.getByRole('button', { name: exactly(text('wallet.topUp.amount.submit')) });
    await expect.poll(() => topUp.isEnabled(), WAIT).toBe(true);

    // The network drops on the page: the notice says what is shown arrived earlier, and the
    // top-up cannot be started, with the reason beside it.
    await page.context().setOffline(true);
    await shown(offlineNotice(page));
    await expect.poll(() => topUp.isDisabled(), WAIT).toBe(true);
    expect(
      await topUp.evaluate(
        (button) =>
          document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
      ),
    ).toBe(text('feedback.offline.actionBlocked'));

    // Opened again without a network: the worker's shell starts the app, which says it is offline.
    await page.reload();
    await at(page, TOP_UP);
    await shown(offlineNotice(page));
    await shown(navTitle(page, 'wallet.topUp.title'));
    await expect(offlineNotice(page).textContent()).resolves.toContain(
      text('feedback.offline.nothingYet'),
    );
    // The shell kept is the demo server's: it still says payments are simulated.
    await shown(
      page.getByRole('complementary', { name: exactly(text('feedback.demoNotice.label')) }),
    );

    // Back online: the notice goes, the page loads and the top-up can be started.
    await page.context().setOffline(false);
    await expect.poll(() => offlineNotice(page).count(), WAIT).toBe(0);
    await shown(field(page, 'wallet.topUp.amount.label'));
    await expect.poll(() => topUp.isEnabled(), WAIT).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("replaces the old release's service worker on reload, and serves the new shell offline", async () => {
    const { page, consoleErrors } = await pageWithWorker();
    await page.goto(PATHS.start);
    await workerInControl(page);
    const before = await precachedShells(page);
    expect(before).toHaveLength(1);
    expect(before[0]).not.toContain('name="release"');

    // A new release: a changed shell (the plain one and the demo server's, which this server
    // sends in its place), and the worker that lists it with its new revision.
    const workerFile = path.join(RELEASE_DIR, 'sw.js');
    const worker = readFileSync(workerFile, 'utf8');
    const revised = worker.replace(
      /\{url:"index\.html",revision:"[0-9a-f]+"\}/,
      '{url:"index.html",revision:"next-release"}',
    );
    expect(revised).not.toBe(worker);
    for (const shell of ['index.html', 'index.demo.html']) {
      const shellFile = path.join(RELEASE_DIR, shell);
      writeFileSync(
        shellFile,
        readFileSync(shellFile, 'utf8').replace(
          '<head>',
          '<head>\n<meta name="release" content="next" />',
        ),
      );
    }
    writeFileSync(workerFile, revised);

    // Reloading fetches the worker again: the new one installs, takes over at once and keeps
    // only the new shell.
    await page.reload();
    await expect
      .poll(async () => {
        const shells = await precachedShells(page);
        return shells.length === 1 && shells[0]?.includes('name="release"') === true;
      }, WAIT)
      .toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await shown(offlineNotice(page));
    expect(await page.locator('meta[name="release"]').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});
