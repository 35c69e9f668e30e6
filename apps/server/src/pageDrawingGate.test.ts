import { describe, expect, it } from 'vitest';
import { createPageDrawingGate } from './pageDrawingGate';

/** A drawing that ends when told to. */
function heldDrawing(label: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve(label);
  });
  return { draw: () => done, finish: () => finish() };
}

describe('the page drawing gate', () => {
  it('runs a few drawings at once, queues a few more, and refuses the rest at once', async () => {
    const gate = createPageDrawingGate({ concurrent: 2, queued: 1 });
    const held = ['a', 'b', 'c', 'd', 'e'].map(heldDrawing);
    const results = held.map((drawing) => gate.run(drawing.draw));
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    // The fourth and fifth are refused without waiting for anything.
    await expect(results[3]).resolves.toBeNull();
    await expect(results[4]).resolves.toBeNull();

    held[0]?.finish();
    await expect(results[0]).resolves.toBe('a');
    // The queued one took the freed turn.
    expect(gate.load).toEqual({ running: 2, waiting: 0 });
    held[1]?.finish();
    held[2]?.finish();
    await expect(results[1]).resolves.toBe('b');
    await expect(results[2]).resolves.toBe('c');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the turn of a drawing that fails, and passes its failure on', async () => {
    const gate = createPageDrawingGate({ concurrent: 1, queued: 0 });
    await expect(gate.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    await expect(gate.run(() => Promise.resolve('drawn'))).resolves.toBe('drawn');
  });
});
