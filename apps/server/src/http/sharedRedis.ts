import { Redis } from 'ioredis';

/** How long a rate-limit count may wait for Redis before the request goes on without it. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/** How long an instance waits for Redis when it starts before it serves without it. */
const FIRST_CONNECT_MS = 2_000;

/**
 * The Redis client of REDIS_URL, for the rate-limit counters several instances share, once it is
 * connected (or after two seconds without it). It fails fast while Redis is unreachable (no queue
 * of waiting commands, one try, a short timeout), so that an outage costs a request half a second
 * at most instead of hanging it; it keeps reconnecting meanwhile. `log` hears of an outage once,
 * and of the recovery.
 */
export async function connectSharedRedis(url: string, log: (line: string) => void): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log(
      `Redis (REDIS_URL) unreachable: rate limits are not counted until it is back (${error.message})`,
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log('Redis (REDIS_URL) reachable again: rate limits are counted again');
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
