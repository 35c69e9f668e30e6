import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { isSeeded, seedDemoData } from './seed';
import { createDemoJobs } from './demoJobs';
import { startDemoScheduler } from './demoScheduler';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the demo refuses to run with NODE_ENV=production', () => {
  it('the seed writes nothing', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await expect(seedDemoData(server.services)).rejects.toThrow(/NODE_ENV=production/);
    expect(await isSeeded(server.services)).toBe(false);
    const list = await server.call<{ total: number }>('GET', '/projects/list', {});
    expect(list.data.total).toBe(0);
  });

  it('the scheduler and its jobs do not start', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const run = vi.fn(() => 1);
    expect(() =>
      startDemoScheduler([{ name: 'anything', run }], {
        clock: server.services.clock,
        intervalMs: 10,
      }),
    ).toThrow(/NODE_ENV=production/);
    expect(() => createDemoJobs(server.services)).toThrow(/NODE_ENV=production/);
    expect(run).not.toHaveBeenCalled();
  });
});
