import { refuseInProduction } from './productionGuard';

/** One recurring piece of operator work the demo does by itself. */
export interface DemoJob {
  name: string;
  /** Does what is due at `now`; returns how many items it moved along. */
  run(now: Date): number | Promise<number>;
}

export interface DemoSchedulerOptions {
  clock: () => Date;
  /** Time between rounds. */
  intervalMs: number;
  /** Where to report what happened; the console by default. */
  log?: (line: string) => void;
  /**
   * Runs a round, or skips it: with several instances, only the one holding the scheduler's lock
   * runs it (`data.locks.tryRun`). Runs every round by default.
   */
  exclusive?: (round: () => Promise<void>) => Promise<unknown>;
}

/**
 * Runs the demo jobs in rounds, one job after another, never two rounds at once. A failing job is
 * reported and the others still run; the scheduler keeps going. Returns `stop`, which waits for a
 * round in progress to finish. Throws with NODE_ENV=production (it confirms unpaid top-ups).
 */
export function startDemoScheduler(jobs: readonly DemoJob[], options: DemoSchedulerOptions) {
  refuseInProduction('The demo scheduler');
  const log = options.log ?? ((line: string) => console.log(line));
  let running: Promise<void> | null = null;
  let stopped = false;

  const exclusive = options.exclusive ?? ((work: () => Promise<void>) => work());
  const eachJob = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        const moved = await job.run(options.clock());
        if (moved > 0) log(`Demo: ${job.name}: ${moved}`);
      } catch (error) {
        log(`Demo: ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const round = async () => {
    await exclusive(eachJob);
  };

  const timer = setInterval(() => {
    if (running || stopped) return;
    running = round().finally(() => {
      running = null;
    });
  }, options.intervalMs);
  timer.unref();

  return {
    /** Runs one round now (what the interval does), for tests and for start-up. */
    async runOnce(): Promise<void> {
      await (running ?? round());
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type DemoScheduler = ReturnType<typeof startDemoScheduler>;
