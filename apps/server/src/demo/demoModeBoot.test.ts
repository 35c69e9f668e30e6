import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../db/openData';
import { startMain, runMainToExit } from '../testing/mainProcess';
import type { MainProcess } from '../testing/mainProcess';
import { PRODUCTION_PAYNOW } from '../testing/productionSettings';

/**
 * What `npm start` (main.ts) does with demo mode, as a real process: in production no demo data
 * is written, no demo operator runs and base config says demo: false; asking for the demo there
 * stops the start with a message.
 */

interface Envelope<T> {
  code: number;
  data: T;
}

const running: MainProcess[] = [];
afterAll(async () => {
  for (const main of running) await main.stop();
});

async function get<T>(main: MainProcess, apiPath: string): Promise<Envelope<T>> {
  const res = await fetch(`${main.base}/h5/api${apiPath}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Envelope<T>;
}

describe('main.ts with NODE_ENV=production', () => {
  it('starts without the demo: no demo data, no demo operator, base config says demo: false', async () => {
    const main = await startMain({ NODE_ENV: 'production', ...PRODUCTION_PAYNOW });
    running.push(main);
    const config = await get<{ demo: unknown; payNow: unknown }>(main, '/login/baseconfig');
    expect(config.data.demo).toBe(false);
    expect(config.data.payNow).toEqual({
      uen: PRODUCTION_PAYNOW.PAYNOW_UEN,
      name: PRODUCTION_PAYNOW.PAYNOW_NAME,
      city: PRODUCTION_PAYNOW.PAYNOW_CITY,
    });
    const projects = await get<{ total: number }>(main, '/projects/list');
    expect(projects.data.total).toBe(0);
    const db = new Database(path.join(main.dir, 'data', DATABASE_FILE), { readonly: true });
    try {
      expect(db.prepare('SELECT COUNT(*) FROM members').pluck().get()).toBe(0);
      expect(
        db.prepare("SELECT 1 FROM settings WHERE key = 'demo_seeded_at'").pluck().get(),
      ).toBeUndefined();
    } finally {
      db.close();
    }
    expect(main.output()).toMatch(/Demo mode: off/);
    expect(main.output()).not.toMatch(/Demo login|Demo scheduler: on|demo data written/);
  });

  it('refuses to start with DEMO=on, and says why', async () => {
    const run = await runMainToExit({ NODE_ENV: 'production', DEMO: 'on' });
    expect(run.listened).toBe(false);
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/DEMO=on.*NODE_ENV=production/s);
  });
});

describe('main.ts with NODE_ENV=production and no PayNow details', () => {
  it('refuses to start: members would pay a UEN that belongs to nobody', async () => {
    const run = await runMainToExit({ NODE_ENV: 'production' });
    expect(run.listened).toBe(false);
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/PAYNOW_UEN, PAYNOW_NAME and PAYNOW_CITY are required/);
  });
});

describe('main.ts outside production', () => {
  it('starts in demo mode and says that payments are simulated', async () => {
    const main = await startMain({ DEMO_SCHEDULER: 'off' });
    running.push(main);
    const config = await get<{ demo: unknown }>(main, '/login/baseconfig');
    expect(config.data.demo).toBe(true);
    const projects = await get<{ total: number }>(main, '/projects/list');
    expect(projects.data.total).toBeGreaterThan(0);
    expect(main.output()).toMatch(/Demo mode: on/);
    expect(main.output()).toMatch(/simulated/i);
  });
});
