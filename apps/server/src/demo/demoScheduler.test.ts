import { describe, expect, it } from 'vitest';
import { startDemoScheduler } from './demoScheduler';

describe('demo scheduler', () => {
  it('runs every job each round, reports what moved, and survives a failing job', async () => {
    const lines: string[] = [];
    const ran: string[] = [];
    const scheduler = startDemoScheduler(
      [
        { name: 'confirm top-ups', run: () => (ran.push('a'), 2) },
        {
          name: 'broken',
          run: () => {
            throw new Error('boom');
          },
        },
        { name: 'idle', run: () => (ran.push('c'), 0) },
      ],
      { clock: () => new Date(0), intervalMs: 60_000, log: (line) => lines.push(line) },
    );
    await scheduler.runOnce();
    await scheduler.stop();
    expect(ran).toEqual(['a', 'c']);
    expect(lines).toEqual(['Demo: confirm top-ups: 2', 'Demo: broken failed: boom']);
  });

  it('runs rounds on its interval until stopped', async () => {
    let rounds = 0;
    const scheduler = startDemoScheduler([{ name: 'count', run: () => ((rounds += 1), 0) }], {
      clock: () => new Date(0),
      intervalMs: 5,
      log: () => undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await scheduler.stop();
    const seen = rounds;
    expect(seen).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(rounds).toBe(seen);
  });
});
