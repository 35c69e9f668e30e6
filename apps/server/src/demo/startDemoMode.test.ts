import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { PRODUCTION_PAYNOW } from '../testing/productionSettings';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { isSeeded } from './seed';
import { startDemoMode } from './startDemoMode';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('startDemoMode', () => {
  it('in production does nothing: no seed, no scheduler, base config says demo: false', async () => {
    const config = readConfig({ NODE_ENV: 'production', ...PRODUCTION_PAYNOW });
    server = await startTestServer();
    const demo = await startDemoMode(config, server.services, { log: () => undefined });
    expect(demo.seeded).toBe(false);
    expect(demo.scheduler).toBeNull();
    expect(await isSeeded(server.services)).toBe(false);
    const base = await server.call<{ demo: boolean }>('GET', '/login/baseconfig');
    expect(base.data.demo).toBe(false);
    await demo.stop();
  });

  it('in demo mode seeds and runs the demo operator', async () => {
    const config = readConfig({});
    server = await startTestServer();
    const demo = await startDemoMode(config, server.services, { log: () => undefined });
    try {
      expect(demo.seeded).toBe(true);
      expect(demo.scheduler).not.toBeNull();
      expect(await isSeeded(server.services)).toBe(true);
    } finally {
      await demo.stop();
    }
  });

  it('with DEMO_SCHEDULER=off seeds but runs no demo operator', async () => {
    server = await startTestServer();
    const demo = await startDemoMode(readConfig({ DEMO_SCHEDULER: 'off' }), server.services, {
      log: () => undefined,
    });
    expect(demo.seeded).toBe(true);
    expect(demo.scheduler).toBeNull();
    await demo.stop();
  });
});
