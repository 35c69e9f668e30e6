/**
 * How many pages the server draws at once, and how many may wait for a turn (ADR 027). Drawing a
 * page reads the API and renders React: under a flood of page requests (a crowd of guests, a
 * crawler) an unbounded queue would make every visitor wait behind it. Past the queue a request is
 * refused a turn at once, and the caller sends the shell, which the app draws itself: a member's
 * page then costs the shell's time, not the queue's.
 */
export interface PageDrawingGate {
  /**
   * Runs `draw` in its turn, or resolves to null at once when the queue is full. Never rejects
   * for the gate's sake: `draw`'s own failure is passed on.
   */
  run<T>(draw: () => Promise<T>): Promise<T | null>;
  /** Drawings running and waiting, for tests and logs. */
  readonly load: { running: number; waiting: number };
}

export function createPageDrawingGate({
  concurrent,
  queued,
}: {
  /** Drawings at once: their data reads overlap; their renders take turns on the one thread. */
  concurrent: number;
  /** Requests that may wait for a turn beyond those. */
  queued: number;
}): PageDrawingGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run(draw) {
      if (running >= concurrent) {
        if (waiting.length >= queued) return null;
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return await draw();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
