import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Redis } from 'ioredis';
import { startLocalRedis } from '../testing/localRedis';
import type { LocalRedis } from '../testing/localRedis';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { connectSharedRedis, REDIS_COMMAND_TIMEOUT_MS } from './sharedRedis';

/**
 * Rate limits counted in Redis (REDIS_URL, ADR 048): counted while it runs, and when it stops,
 * requests go on uncounted and answer at once instead of failing or hanging.
 */
let redis: LocalRedis;
let client: Redis;
let server: TestServer;
const logged: string[] = [];

beforeAll(async () => {
  redis = await startLocalRedis();
  client = await connectSharedRedis(redis.url, (line) => logged.push(line));
  server = await startTestServer({
    redis: client,
    throttle: { login: { limit: 2, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await server.close();
  client.disconnect();
  await redis.stop();
});

const signIn = () =>
  server.call('POST', '/login/login', {
    visitorType: 'personal',
    email: 'nobody@green.sg',
    password: 'Wrong2026x',
    agreed: true,
  });

describe('rate limits in Redis', () => {
  it('are counted while Redis runs, and skipped, not failed, while it is down', async () => {
    expect((await signIn()).msg).toBe('LOGIN_PASSWORD_ATTEMPTS_LEFT');
    expect((await signIn()).msg).toBe('LOGIN_PASSWORD_ATTEMPTS_LEFT');
    expect((await signIn()).msg).toBe('TOO_MANY_REQUESTS');

    await redis.stop();
    const started = Date.now();
    // The count is gone with Redis: the request is decided by the sign-in rules alone.
    const reply = await signIn();
    expect(reply.code).toBe(1);
    expect(reply.msg).not.toBe('OPERATION_FAILED');
    expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1_500);
    // The operator hears of it once, as the reconnections fail.
    await vi.waitFor(
      () => expect(logged.filter((line) => line.includes('unreachable'))).toHaveLength(1),
      {
        timeout: 5_000,
      },
    );
  });
});
