import type { Services } from '../services';
import { LOCK_SPACE } from '../db/lockSpaces';
import type { DemoSetting } from './demoSetting';
import { seedDemoData } from './seed';
import { createDemoJobs } from './demoJobs';
import { startDemoScheduler } from './demoScheduler';
import type { DemoScheduler } from './demoScheduler';

/** Time between rounds of the demo operator. */
export const DEMO_INTERVAL_MS = 10_000;

/** What demo mode started: whether this start wrote the demo data, and the demo operator. */
export interface DemoMode {
  seeded: boolean;
  scheduler: DemoScheduler | null;
  /** Stops the demo operator (waits for a round in progress). */
  stop(): Promise<void>;
}

/**
 * Everything demo mode does at start, and nothing when it is off: the demo data on the first
 * start, then the demo operator unless `DEMO_SCHEDULER=off`.
 */
export async function startDemoMode(
  setting: DemoSetting,
  services: Services,
  options: { intervalMs?: number; log?: (line: string) => void } = {},
): Promise<DemoMode> {
  if (!setting.demo) return { seeded: false, scheduler: null, stop: async () => undefined };
  const seeded = await seedDemoData(services);
  const scheduler = setting.demoScheduler
    ? startDemoScheduler(createDemoJobs(services), {
        clock: services.clock,
        intervalMs: options.intervalMs ?? DEMO_INTERVAL_MS,
        // One instance runs each round: the others find the lock held and skip it.
        exclusive: (round) => services.data.locks.tryRun(LOCK_SPACE.scheduler, 0, round),
        ...(options.log ? { log: options.log } : {}),
      })
    : null;
  return { seeded, scheduler, stop: async () => scheduler?.stop() };
}
