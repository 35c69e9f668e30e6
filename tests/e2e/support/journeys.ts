// What every journey file shares: one real server and one browser for the file, a fresh phone
// context per test, and a failed test's evidence (screenshot, address, server output).
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from './browser';
import { startServer } from './server';
import type { E2EServer, ServerOptions } from './server';

const FAILURES_DIR = path.join(os.tmpdir(), 'cm-e2e-failures');

export interface Journeys {
  /** The running server of this file. */
  server: () => E2EServer;
  /**
   * A new phone-sized page in its own context (empty storage), closed after the test; `overrides`
   * change the context's settings (a colour scheme, JavaScript off, cookies...).
   */
  openPage: (overrides?: BrowserContextOptions) => Promise<Page>;
}

/**
 * Registers the hooks of a journey file and hands out its server (started with `options`: a moved
 * clock, more settings) and pages.
 */
export function useJourneys(options: ServerOptions = {}): Journeys {
  let server: E2EServer | null = null;
  let browser: Browser | null = null;
  let contexts: BrowserContext[] = [];
  let pages: Page[] = [];
  let pageErrors: string[] = [];

  beforeAll(async () => {
    const [startedServer, launchedBrowser] = await Promise.allSettled([
      startServer(options),
      launchBrowser(),
    ]);
    if (startedServer.status === 'fulfilled') server = startedServer.value;
    if (launchedBrowser.status === 'fulfilled') browser = launchedBrowser.value;
    if (startedServer.status === 'rejected') throw startedServer.reason;
    if (launchedBrowser.status === 'rejected') throw launchedBrowser.reason;
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      mkdirSync(FAILURES_DIR, { recursive: true });
      for (const [index, page] of pages.entries()) {
        const file = path.join(
          FAILURES_DIR,
          `${task.name.replace(/\W+/g, '-')}-${index}-${Date.now()}.png`,
        );
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        console.error(`[e2e] page ${index} was at ${page.url()}; screenshot: ${file}`);
      }
      console.error(`[e2e] server output:\n${server?.output().slice(-4000) ?? '(none)'}`);
    }
    const errors = pageErrors;
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    pages = [];
    pageErrors = [];
    expect(errors, 'uncaught errors in the app').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  return {
    server: () => {
      if (!server) throw new Error('the server did not start');
      return server;
    },
    openPage: async (overrides = {}) => {
      if (!browser || !server) throw new Error('the browser or the server did not start');
      const context = await phoneContext(browser, server.base, overrides);
      contexts.push(context);
      const page = await context.newPage();
      pages.push(page);
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
      return page;
    },
  };
}
