import { describe, expect, it, vi } from 'vitest';
import {
  answeringFrom,
  readFirstReplies,
  recordingInto,
  replyKey,
  serializeFirstReplies,
} from './firstReplies';
import type { FirstReplies } from './firstReplies';

const envelope = (data: unknown) =>
  JSON.stringify({ code: 0, msg: 'ok', time: '2026-11-26T04:00:00.000Z', data });

describe('replyKey', () => {
  it('leaves out the time and version of the call and sorts the rest', () => {
    expect(
      replyKey('/h5/api/projects/list?t=1795696731345&v=1.0.0&pageSize=10&page=1&lang=en'),
    ).toBe('GET /h5/api/projects/list?lang=en&page=1&pageSize=10');
    expect(replyKey('https://api.example.sg/h5/api/wallet/balances?lang=en&t=5&v=')).toBe(
      'GET /h5/api/wallet/balances?lang=en',
    );
    expect(replyKey('/config.json')).toBe('GET /config.json');
    expect(replyKey('/h5/api/orders/buy', 'post')).toBe('POST /h5/api/orders/buy');
  });
});

describe('recordingInto', () => {
  it("keeps each GET's reply without the server's time and passes it on whole", async () => {
    const replies: FirstReplies = {};
    const next = vi.fn(async () => new Response(envelope({ available: '12.50' }), { status: 200 }));
    const fetchFn = recordingInto(replies, next as unknown as typeof fetch);
    const response = await fetchFn('/h5/api/wallet/balances?lang=en&t=1', { method: 'GET' });
    expect(JSON.parse(await response.text())).toMatchObject({ time: '2026-11-26T04:00:00.000Z' });
    expect(replies).toEqual({
      'GET /h5/api/wallet/balances?lang=en': {
        status: 200,
        body: JSON.stringify({ code: 0, msg: 'ok', data: { available: '12.50' } }),
      },
    });
  });

  it('keeps no write, and a body that is not JSON as it is', async () => {
    const replies: FirstReplies = {};
    const fetchFn = recordingInto(
      replies,
      (async () => new Response('plain', { status: 502 })) as unknown as typeof fetch,
    );
    await fetchFn('/h5/api/orders/buy', { method: 'POST', body: '{}' });
    expect(replies).toEqual({});
    await fetchFn('/config.json');
    expect(replies).toEqual({ 'GET /config.json': { status: 502, body: 'plain' } });
  });
});

describe('answeringFrom', () => {
  const replies: FirstReplies = {
    'GET /h5/api/wallet/balances?lang=en': { status: 200, body: envelope({ available: '1' }) },
  };

  it('answers each recorded read once, and sends everything else on', async () => {
    const next = vi.fn(async () => new Response('live'));
    const fetchFn = answeringFrom(replies, next as unknown as typeof fetch);
    const first = await fetchFn('/h5/api/wallet/balances?t=9&lang=en&v=2', { method: 'GET' });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(replies['GET /h5/api/wallet/balances?lang=en']?.body);
    expect(next).not.toHaveBeenCalled();
    // The same address again is a new read: the server answers it.
    expect(await (await fetchFn('/h5/api/wallet/balances?lang=en')).text()).toBe('live');
    // Another language, and a write to the same address, are not what was recorded.
    await fetchFn('/h5/api/wallet/balances?lang=cn');
    await fetchFn('/h5/api/wallet/balances?lang=en', { method: 'POST' });
    expect(next).toHaveBeenCalledTimes(3);
  });
});

describe('the replies in the page', () => {
  it('travel inside a script element without closing it, and read back the same', () => {
    const replies: FirstReplies = {
      'GET /x': { status: 200, body: '{"data":"</script><script>alert(1)</script>"}' },
    };
    const text = serializeFirstReplies(replies);
    expect(text).not.toContain('</script');
    expect(readFirstReplies(text)).toEqual(replies);
  });

  it('read as none when missing or malformed, dropping entries that are not replies', () => {
    expect(readFirstReplies(null)).toEqual({});
    expect(readFirstReplies('{not json')).toEqual({});
    expect(readFirstReplies('[1]')).toEqual({});
    expect(
      readFirstReplies(
        '{"GET /a":{"status":200,"body":"{}"},"GET /b":{"status":"200"},"GET /c":null}',
      ),
    ).toEqual({ 'GET /a': { status: 200, body: '{}' } });
  });
});
