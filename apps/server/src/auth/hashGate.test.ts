import { describe, expect, it } from 'vitest';
import { createHashGate } from './hashGate';
import { ApiError } from '../apiError';

/** A task the test finishes by hand, recording how many run at once. */
function controlledTasks() {
  let running = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  const task = () =>
    new Promise<string>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      finishers.push(() => {
        running -= 1;
        resolve('done');
      });
    });
  return { task, finishers, most: () => most };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hash gate', () => {
  it('runs at most `concurrency` tasks at once and the rest in order of arrival', async () => {
    const gate = createHashGate({ concurrency: 2, queueLimit: 10 });
    const { task, finishers, most } = controlledTasks();
    const order: number[] = [];
    const runs = [0, 1, 2, 3, 4].map((i) =>
      gate.run(async () => {
        order.push(i);
        return task();
      }),
    );
    await settle();
    expect(gate.load()).toEqual({ running: 2, waiting: 3, started: 2 });
    while (finishers.length > 0 || gate.load().running > 0) {
      finishers.shift()?.();
      await settle();
    }
    expect(await Promise.all(runs)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(most()).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0, started: 5 });
  });

  it('refuses with SERVER_BUSY past the queue, without running the task', async () => {
    const gate = createHashGate({ concurrency: 1, queueLimit: 1 });
    const { task, finishers } = controlledTasks();
    const first = gate.run(task);
    const second = gate.run(task);
    let ran = false;
    const third = gate.run(async () => {
      ran = true;
      return 'never';
    });
    await expect(third).rejects.toBeInstanceOf(ApiError);
    await expect(third).rejects.toMatchObject({ code: 'SERVER_BUSY' });
    expect(ran).toBe(false);
    // Only the tasks that got a slot are counted as started.
    expect(gate.load().started).toBe(1);
    finishers.shift()?.();
    await settle();
    finishers.shift()?.();
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
  });

  it('frees the slot when a task fails', async () => {
    const gate = createHashGate({ concurrency: 1, queueLimit: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.load()).toEqual({ running: 0, waiting: 0, started: 1 });
    await expect(gate.run(async () => 'after')).resolves.toBe('after');
  });
});
