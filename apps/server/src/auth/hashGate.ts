import { ApiError } from '../apiError';

/** How many password hashes may run at once, and how many may wait for a turn. */
export interface HashGateLimits {
  concurrency: number;
  queueLimit: number;
}

/**
 * scrypt runs in libuv's thread pool (four threads unless UV_THREADPOOL_SIZE says otherwise),
 * the same pool that reads the app's static files. Two hashes at a time leave two threads for
 * file reads whatever the load; 64 waiting (about ten seconds of work on a small machine) is
 * the most a caller is made to wait before being told the service is busy.
 */
export const HASH_GATE_LIMITS: HashGateLimits = { concurrency: 2, queueLimit: 64 };

/**
 * A bounded queue in front of an expensive task: at most `concurrency` run at once, at most
 * `queueLimit` wait in order, and past that the call is refused with SERVER_BUSY at once.
 */
export function createHashGate(limits: HashGateLimits = HASH_GATE_LIMITS) {
  if (!Number.isInteger(limits.concurrency) || limits.concurrency < 1)
    throw new RangeError('concurrency must be a whole number of at least 1');
  if (!Number.isInteger(limits.queueLimit) || limits.queueLimit < 0)
    throw new RangeError('queueLimit must be a whole number of at least 0');
  let running = 0;
  let started = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    /** Runs `task` when a slot is free; refuses with SERVER_BUSY when the queue is full. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limits.concurrency) running += 1;
      else if (waiting.length < limits.queueLimit)
        // The slot passes straight from the finishing task to this one: `running` stays as is.
        await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new ApiError('SERVER_BUSY');
      started += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting now, and every task started since the gate was made. */
    load: () => ({ running, waiting: waiting.length, started }),
  };
}
