// The app served from one origin and the API from another: the reference app's config.json names
// the API's origin, the API server lists the app's origin in CORS_ORIGINS, and the member sees
// live balances. A page on an origin that is not on the list can neither read the API nor open
// the socket, and it is the API server that refuses (the page's own policy would allow it).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API_BASE_PATH, add, money, socketUrl } from '@carbonmarket/domain';
import { endpoints, adminEndpoints } from '@carbonmarket/domain/contract';
import type { Money } from '@carbonmarket/domain';
import { call, openSockets } from './support/api';
import { appCopyWithConfig } from './support/appCopy';
import type { AppCopy } from './support/appCopy';
import { hasText, launchBrowser, phoneContext, shown } from './support/browser';
import { PATHS, logIn } from './support/screens';
import { freePort, startServer } from './support/server';
import type { E2EServer } from './support/server';
import { exactly, text } from './support/text';

/** The demo member the first start seeds (apps/server/src/demo/seed.ts). */
const DEMO = { email: 'demo@carbonmarket.sg', password: 'GreenDemo2026' } as const;

let api: E2EServer | null = null;
let appHost: E2EServer | null = null;
let foreignHost: E2EServer | null = null;
let copies: AppCopy[] = [];
let browser: Browser | null = null;
let contexts: BrowserContext[] = [];
let pageErrors: string[] = [];

const running = (server: E2EServer | null): E2EServer => {
  if (!server) throw new Error('a server did not start');
  return server;
};

beforeAll(async () => {
  const [appPort, foreignPort] = [await freePort(), await freePort()];
  const appOrigin = `http://127.0.0.1:${appPort}`;
  api = await startServer({ env: { CORS_ORIGINS: appOrigin } });
  // Both app hosts point their app at the API and name it in their own CSP, so a refusal seen in
  // the browser can only come from the API server.
  const appCopy = appCopyWithConfig({ apiOrigin: api.base });
  const foreignCopy = appCopyWithConfig({ apiOrigin: api.base });
  copies = [appCopy, foreignCopy];
  const hostEnv = { API_ORIGIN: api.base };
  [appHost, foreignHost] = await Promise.all([
    startServer({ port: appPort, staticDir: appCopy.dir, env: hostEnv }),
    startServer({ port: foreignPort, staticDir: foreignCopy.dir, env: hostEnv }),
  ]);
  browser = await launchBrowser();
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail')
    for (const [name, server] of Object.entries({ api, appHost, foreignHost }))
      console.error(`[e2e] ${name} output:\n${server?.output().slice(-3000) ?? '(none)'}`);
  const errors = pageErrors;
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
  pageErrors = [];
  expect(errors, 'uncaught errors in the app').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([api, appHost, foreignHost].map((server) => server?.dispose()));
  for (const copy of copies) copy.dispose();
});

/** A phone page on `base`, recording uncaught errors and connections its CSP blocked. */
async function openPageOn(
  base: string,
): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  if (!browser) throw new Error('the browser did not start');
  const context = await phoneContext(browser, base);
  contexts.push(context);
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    // Connections only: a library probing whether eval is allowed reports script-src, harmlessly.
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective === 'connect-src') seen.push(event.blockedURI);
    });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  return {
    page,
    violations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

/** The demo member's session and balances, read through the API from the test. */
async function demoSession() {
  const session = await call(running(api).base, endpoints.auth.login, {
    visitorType: 'personal',
    email: DEMO.email,
    password: DEMO.password,
    agreed: true,
  });
  return { token: session.token, memberId: session.loginInfo.mem_id };
}

/** An amount's digits, as the page shows it (`S$4,164.00`) or as the wire sends it (`4164.00`). */
const digitsOf = (value: string | Money) => String(value).replace(/\D/g, '');

describe('the app on a second origin', () => {
  it('logs the demo member in against the API origin and shows live balances', async () => {
    const apiBase = running(api).base;
    const { page, violations } = await openPageOn(running(appHost).base);
    await logIn(page, DEMO.email, DEMO.password);

    const indicator = page
      .getByRole('status')
      .filter({ hasText: text('feedback.connectionStatus.label') });
    await shown(indicator);
    await hasText(
      indicator,
      `${text('feedback.connectionStatus.label')} ${text('feedback.connectionStatus.open')}`,
    );
    const { token, memberId } = await demoSession();
    await expect.poll(() => openSockets(apiBase, memberId), { timeout: 15_000 }).toBe(1);

    const available = page
      .locator('dl')
      .filter({ has: page.locator('dt', { hasText: exactly(text('home.balances.available')) }) })
      .locator('dd');
    const before = (await call(apiBase, endpoints.wallet.balances, {}, { token })).available;
    await expect.poll(async () => digitsOf(await available.innerText())).toBe(digitsOf(before));

    // The operator confirms a top-up: the new balance arrives over the socket, no reload.
    const topUp = await call(
      apiBase,
      endpoints.wallet.createTopUp,
      { amount: '100' },
      {
        token,
        idempotencyKey: randomUUID(),
      },
    );
    await call(apiBase, adminEndpoints.confirmTopUp, { id: topUp.id }, { admin: true });
    const after = add(before, money('100'));
    await expect
      .poll(async () => digitsOf(await available.innerText()), { timeout: 15_000 })
      .toBe(digitsOf(after));
    expect(new URL(page.url()).pathname).toBe(PATHS.home);
    expect(await violations()).toEqual([]);
  });
});

describe('a page on an origin that is not on the list', () => {
  it('can neither read the API nor open the socket', async () => {
    const apiBase = running(api).base;
    const { page, violations } = await openPageOn(running(foreignHost).base);
    await page.goto(PATHS.start);
    const { token, memberId } = await demoSession();
    const socketAddress = socketUrl(`${apiBase.replace(/^http/, 'ws')}/h5/ws`, {
      memId: memberId,
      token,
    });

    const outcome = await page.evaluate(
      async ({ apiUrl, wsUrl }) => {
        const read = async (init?: RequestInit) => {
          try {
            const res = await fetch(apiUrl, init);
            return `read ${res.status}`;
          } catch {
            return 'refused';
          }
        };
        const simple = await read();
        const preflighted = await read({
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
        const socket = await new Promise<string>((resolve) => {
          const ws = new WebSocket(wsUrl);
          ws.onopen = () => {
            ws.close();
            resolve('open');
          };
          ws.onclose = (event) => resolve(`closed ${event.code}`);
        });
        return { simple, preflighted, socket };
      },
      { apiUrl: `${apiBase}${API_BASE_PATH}/login/baseconfig`, wsUrl: socketAddress },
    );
    expect(outcome).toEqual({ simple: 'refused', preflighted: 'refused', socket: 'closed 1006' });
    // The page's own policy allowed every one of these: the API server refused them.
    expect(await violations()).toEqual([]);
    await expect.poll(() => openSockets(apiBase, memberId), { timeout: 15_000 }).toBe(0);
  });
});
