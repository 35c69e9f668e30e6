// Finding 7 of the second security probe: wrong operator keys were not limited (600 answered from
// one address). An address now has ten wrong keys in ten minutes; past them every call of the
// operator's from it is refused, the right key's too, until the window ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY_HEADER } from '@carbonmarket/domain/contract';
import { AUTH_THROTTLE } from '../auth/throttle';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { limit, windowMs } = AUTH_THROTTLE.adminKey;
const status = (headers: Record<string, string> = {}, admin = false) =>
  server.call('GET', '/admin/socket/status', { memberId: 1 }, { headers, admin });
const guess = (i: number) => status({ [ADMIN_KEY_HEADER]: `guess-${i}` });

describe('wrong operator keys, per address', () => {
  it(`answers ${limit} wrong keys, then holds the address, the right key included`, async () => {
    const replies = [];
    for (let i = 0; i < limit + 2; i += 1) replies.push((await guess(i)).msg);
    expect(replies.slice(0, limit)).toEqual(
      replies.slice(0, limit).map(() => 'ADMIN_ACCESS_DENIED'),
    );
    expect(replies.slice(limit)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    expect((await status({}, true)).msg).toBe('TOO_MANY_REQUESTS');
    // While the address is held, a call with no key is refused as too many as well.
    expect((await status()).msg).toBe('TOO_MANY_REQUESTS');
  });

  it('lets the address in again once the window has passed', async () => {
    server.advance(windowMs);
    expect((await status({}, true)).code).toBe(0);
    expect((await guess(99)).msg).toBe('ADMIN_ACCESS_DENIED');
  });

  it('does not count calls that send no key', async () => {
    server.advance(windowMs);
    for (let i = 0; i < limit + 5; i += 1) expect((await status()).msg).toBe('ADMIN_ACCESS_DENIED');
    expect((await status({}, true)).code).toBe(0);
  });
});
