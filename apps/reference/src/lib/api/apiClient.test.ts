import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, moneyWire, endpoints } from '@carbonmarket/domain/contract';
import type { Locale } from '@carbonmarket/domain';
import { createI18n, errorTextOf } from '@carbonmarket/ui';
import { createApiClient } from './apiClient';
import type { ApiClientDeps } from './apiClient';
import { ApiError } from './apiError';
import { createFeedbackChannel } from '../feedback/feedbackChannel';
import type { TransportNotice } from '../feedback/feedbackChannel';
import { fakeFetch, okEnvelope } from '../../testing/fakeFetch';
import type { FakeAnswer } from '../../testing/fakeFetch';

const buy = defineEndpoint({
  name: 'test.buy',
  method: 'POST',
  path: '/project/buy',
  access: 'member',
  request: () => z.object({ projectId: z.number(), tons: z.string() }),
  response: () => z.object({ orderId: z.number(), total: moneyWire }),
  moneyMoving: true,
  summary: 'Buys tons (test endpoint).',
});

const orderDetail = defineEndpoint({
  name: 'test.order',
  method: 'GET',
  path: '/order/:id',
  access: 'member',
  request: () => z.object({ id: z.number() }),
  response: () => z.object({ orderId: z.number() }),
  summary: 'One order (test endpoint).',
});

const removeCard = defineEndpoint({
  name: 'test.removeCard',
  method: 'DELETE',
  path: '/bank/card',
  access: 'member',
  request: () => z.object({ cardId: z.number() }),
  response: () => z.object({}),
  summary: 'Removes a card (test endpoint).',
});

const NOW = new Date('2026-03-02T04:00:00.000Z');

function setup(answers: FakeAnswer[], overrides: Partial<ApiClientDeps> = {}) {
  const http = fakeFetch(...answers);
  const channel = createFeedbackChannel();
  const notices: TransportNotice[] = [];
  channel.listen((notice) => notices.push(notice));
  let token: string | null = 'token-abc';
  let keys = 0;
  const deps: ApiClientDeps = {
    fetch: http.fetch,
    createXhr: () => {
      throw new Error('no uploads here');
    },
    origin: () => 'https://api.example.com',
    token: () => token,
    lang: (): Locale => 'cn',
    errorText: errorTextOf(createI18n('cn').t),
    version: () => '7',
    now: () => NOW,
    newKey: () => `key-${++keys}`,
    clearSession: vi.fn(() => {
      token = null;
    }),
    feedback: channel,
    log: vi.fn(),
    ...overrides,
  };
  return { client: createApiClient(deps), http, channel, notices, deps };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api client: requests', () => {
  it('sends GET input as the query with lang, t and v, and the spec headers', async () => {
    const { client, http } = setup([{ body: okEnvelope({ orderId: 12 }) }]);
    const result = await client.request(orderDetail, { id: 12 });
    expect(result).toMatchObject({ ok: true, data: { orderId: 12 } });
    const [request] = http.seen;
    expect(request?.method).toBe('GET');
    const url = new URL(request?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://api.example.com/h5/api/order/12');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: '12',
      lang: 'cn',
      t: String(NOW.getTime()),
      v: '7',
    });
    expect(request?.body).toBeNull();
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      'cache-control': 'no-cache, no-store, must-revalidate',
      pragma: 'no-cache',
      expires: '0',
      authorization: 'token-abc',
    });
  });

  it("tells the app the server's time of every successful reply, read at the device's now", async () => {
    const observeServerTime = vi.fn();
    const { client } = setup(
      [
        { body: { ...okEnvelope({ orderId: 12 }), time: '2026-03-02T04:00:30.000Z' } },
        { status: 503, body: '' },
      ],
      { observeServerTime },
    );
    await client.request(orderDetail, { id: 12 });
    expect(observeServerTime).toHaveBeenCalledExactlyOnceWith(
      '2026-03-02T04:00:30.000Z',
      NOW.getTime(),
    );
    // A failed call says nothing of the server's clock.
    await client.request(orderDetail, { id: 12 });
    expect(observeServerTime).toHaveBeenCalledOnce();
  });

  it('sends DELETE input as the query too', async () => {
    const { client, http } = setup([{ body: okEnvelope({}) }]);
    await client.request(removeCard, { cardId: 3 });
    expect(http.seen[0]?.method).toBe('DELETE');
    expect(http.seen[0]?.url).toContain('/h5/api/bank/card?cardId=3&lang=cn');
  });

  it('sends POST input as a JSON body carrying lang, t and v', async () => {
    const { client, http } = setup([{ body: okEnvelope({ orderId: 1, total: '12.50' }) }]);
    await client.request(buy, { projectId: 4, tons: '5' });
    const [request] = http.seen;
    expect(request?.url).toBe('https://api.example.com/h5/api/project/buy');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      projectId: 4,
      tons: '5',
      lang: 'cn',
      t: NOW.getTime(),
      v: '7',
    });
  });

  it('sends an urlencoded body when asked', async () => {
    const { client, http } = setup([{ body: okEnvelope({ orderId: 1, total: '1.00' }) }]);
    await client.request(buy, { projectId: 4, tons: '5 tons' }, { encoding: 'form' });
    const [request] = http.seen;
    expect(request?.headers['content-type']).toBe(
      'application/x-www-form-urlencoded; charset=UTF-8',
    );
    expect(request?.body).toBe(`projectId=4&tons=5+tons&lang=cn&t=${NOW.getTime()}&v=7`);
  });

  it('leaves Authorization out when nobody is signed in', async () => {
    const { client, http } = setup([{ body: okEnvelope({}) }], { token: () => null });
    await client.request(removeCard, { cardId: 1 });
    expect(http.seen[0]?.headers).not.toHaveProperty('authorization');
  });

  it('parses reply data with the contract into domain types, with the envelope', async () => {
    const { client } = setup([{ body: okEnvelope({ orderId: 9, total: '1234.50' }) }]);
    const result = await client.request(buy, { projectId: 1, tons: '1' });
    if (!result.ok) throw result.error;
    expect(result.data.total.toString()).toBe('1234.50');
    expect(result.data.total.currency).toBe('SGD');
    expect(result.reply).toEqual({ code: 0, msg: '', wait: 3, time: '2026-03-02T04:00:00.000Z' });
  });

  it('waits for config.json before the first call', async () => {
    let release: (origin: string) => void = () => undefined;
    const origin = new Promise<string>((resolve) => {
      release = resolve;
    });
    const { client, http } = setup([{ body: okEnvelope({}) }], { origin: () => origin });
    const pending = client.request(removeCard, { cardId: 1 });
    await Promise.resolve();
    expect(http.seen).toHaveLength(0);
    release('');
    await pending;
    expect(http.seen[0]?.url).toMatch(/^\/h5\/api\/bank\/card\?/);
  });
});

describe('api client: idempotency keys', () => {
  it('gives every money-moving call a fresh key and other calls none', async () => {
    const { client, http } = setup([{ body: okEnvelope({ orderId: 1, total: '1.00' }) }]);
    await client.request(buy, { projectId: 1, tons: '1' });
    await client.request(buy, { projectId: 1, tons: '1' });
    await client.request(removeCard, { cardId: 1 }).catch(() => undefined);
    expect(http.seen.map((request) => request.headers['idempotency-key'])).toEqual([
      'key-1',
      'key-2',
      undefined,
    ]);
  });

  it('reuses the key when the visitor retries after a timeout', async () => {
    vi.useFakeTimers();
    const { client, http, channel } = setup([
      { hang: true },
      { body: okEnvelope({ orderId: 5, total: '10.00' }) },
    ]);
    const detach = channel.attachPromptUi();
    const pending = client.request(buy, { projectId: 1, tons: '1' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(channel.getPrompt()).toEqual({
      message: '服务器连接超时，请点击重试',
    });
    channel.answer(true);
    const result = await pending;
    expect(result.ok).toBe(true);
    expect(http.seen).toHaveLength(2);
    expect(http.seen[0]?.headers['idempotency-key']).toBe('key-1');
    expect(http.seen[1]?.headers['idempotency-key']).toBe('key-1');
    detach();
  });

  it('uses the key the caller gives (the same operation retried)', async () => {
    const { client, http } = setup([{ body: okEnvelope({ orderId: 1, total: '1.00' }) }]);
    await client.request(buy, { projectId: 1, tons: '1' }, { idempotencyKey: 'mine' });
    expect(http.seen[0]?.headers['idempotency-key']).toBe('mine');
  });
});

describe('api client: failures (spec section 8)', () => {
  it('times out after 60 s; declining the retry returns a timeout error', async () => {
    vi.useFakeTimers();
    const { client, channel, notices, http } = setup([{ hang: true }]);
    channel.attachPromptUi();
    const pending = client.request(orderDetail, { id: 1 });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(channel.getPrompt()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(channel.getPrompt()).not.toBeNull();
    expect(http.seen[0]?.signal?.aborted).toBe(true);
    channel.answer(false);
    const result = await pending;
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({ kind: 'timeout', code: 'REQUEST_TIMEOUT' });
    expect(notices).toEqual([]);
  });

  it('shows "Network error" for an HTTP status other than 200/204 and returns the status', async () => {
    const { client, notices } = setup([{ status: 502, text: 'Bad gateway' }]);
    const result = await client.request(orderDetail, { id: 1 });
    expect(notices).toEqual([{ kind: 'network-error', message: '网络错误' }]);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'network', code: 'NETWORK_ERROR', replyCode: 502 },
    });
  });

  it('shows "Network error" when the request never arrives', async () => {
    const { client, notices, deps } = setup([{ throws: new TypeError('Failed to fetch') }]);
    const result = await client.request(orderDetail, { id: 1 });
    expect(notices.map((notice) => notice.kind)).toEqual(['network-error']);
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', replyCode: 1 } });
    expect(deps.clearSession).not.toHaveBeenCalled();
  });

  it('clears the session and opens login on a negative code', async () => {
    const { client, notices, deps } = setup([
      { body: { code: -1, msg: 'SESSION_EXPIRED', data: null } },
    ]);
    const result = await client.request(orderDetail, { id: 1 });
    expect(deps.clearSession).toHaveBeenCalledOnce();
    expect(notices).toEqual([{ kind: 'session-expired', message: '登录已过期，请重新登录' }]);
    expect(result).toMatchObject({ ok: false, error: { kind: 'session-expired' } });
  });

  it('clears the session and opens login on a reply without body', async () => {
    const { client, notices, deps } = setup([{ status: 200, text: '' }]);
    await client.request(orderDetail, { id: 1 });
    expect(deps.clearSession).toHaveBeenCalledOnce();
    expect(notices.map((notice) => notice.kind)).toEqual(['session-expired']);
  });

  it('opens login without a notice when there was no session to expire', async () => {
    const { client, notices } = setup([{ body: { code: -1, msg: '', data: null } }], {
      token: () => null,
    });
    await client.request(orderDetail, { id: 1 });
    expect(notices).toEqual([{ kind: 'session-expired', message: '' }]);
  });

  it('offers a refused guest to register, keeping the guest session', async () => {
    const { client, notices, deps } = setup([
      { body: { code: 1, msg: 'GUEST_RESTRICTED', data: null } },
    ]);
    const result = await client.request(orderDetail, { id: 1 });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'refused', code: 'GUEST_RESTRICTED' },
    });
    expect(notices).toEqual([
      { kind: 'guest-restricted', message: '游客无法执行此操作，请注册或登录' },
    ]);
    expect(deps.clearSession).not.toHaveBeenCalled();
  });

  it('says nothing to a refused guest when the call is silent', async () => {
    const { client, notices } = setup([{ body: { code: 1, msg: 'GUEST_RESTRICTED', data: null } }]);
    await client.request(orderDetail, { id: 1 }, { feedback: 'silent' });
    expect(notices).toEqual([]);
  });

  it('returns a catalogue refusal as a typed error with its placeholders and fields', async () => {
    const { client, notices, deps } = setup([
      {
        body: {
          code: 1,
          msg: 'PURCHASE_MONTHLY_LIMIT_REACHED',
          data: { params: { maxtimes: 3 }, fields: { tons: 'QUANTITY_INVALID', x: 'nope' } },
        },
      },
    ]);
    const result = await client.request(buy, { projectId: 1, tons: '1' });
    expect(result).toMatchObject({
      ok: false,
      error: {
        kind: 'refused',
        code: 'PURCHASE_MONTHLY_LIMIT_REACHED',
        params: { maxtimes: 3 },
        fields: { tons: 'QUANTITY_INVALID' },
        replyCode: 1,
      },
    });
    expect(notices).toEqual([]);
    expect(deps.clearSession).not.toHaveBeenCalled();
  });

  it('reads an unknown refusal code as OPERATION_FAILED', async () => {
    const { client } = setup([{ body: { code: 7, msg: 'Something odd', data: null } }]);
    const result = await client.request(orderDetail, { id: 1 });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'refused', code: 'OPERATION_FAILED' },
    });
  });

  it('ends the session on a session-ending catalogue code, and still returns the code', async () => {
    const { client, notices, deps } = setup([{ body: { code: 1, msg: 'BALANCE_FROZEN' } }]);
    const result = await client.request(buy, { projectId: 1, tons: '1' });
    expect(deps.clearSession).toHaveBeenCalledOnce();
    // Login says why in the refusal's own words, not that the session merely expired.
    expect(notices).toEqual([
      { kind: 'session-expired', message: '多次输入错误密码，余额已被冻结，请联系客服' },
    ]);
    expect(result).toMatchObject({ ok: false, error: { code: 'BALANCE_FROZEN' } });
  });

  it('rejects a success whose data breaks the contract, and logs it', async () => {
    const { client, deps, notices } = setup([{ body: okEnvelope({ orderId: 'twelve' }) }]);
    const result = await client.request(orderDetail, { id: 1 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
    expect(deps.log).toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it('shows nothing when the caller cancels', async () => {
    const { client, notices } = setup([{ hang: true }]);
    const controller = new AbortController();
    const pending = client.request(orderDetail, { id: 1 }, { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    expect(notices).toEqual([]);
  });

  it('stays silent for start-up calls: no toast, no session change', async () => {
    const { client, notices, deps } = setup([{ body: { code: -1 } }]);
    const result = await client.request(endpoints.config.base, {}, { feedback: 'silent' });
    expect(result.ok).toBe(false);
    expect(notices).toEqual([]);
    expect(deps.clearSession).not.toHaveBeenCalled();
  });

  it('call() resolves with the data or throws the ApiError', async () => {
    const { client } = setup([
      { body: okEnvelope({ orderId: 3 }) },
      { body: { code: 1, msg: 'NOT_FOUND', data: null } },
    ]);
    await expect(client.call(orderDetail, { id: 3 })).resolves.toEqual({ orderId: 3 });
    await expect(client.call(orderDetail, { id: 4 })).rejects.toMatchObject({
      name: 'ApiError',
      code: 'NOT_FOUND',
    });
  });

  it('types input and data from the contract', async () => {
    const { client } = setup([{ body: { code: 1, msg: 'LOGIN_CREDENTIALS_INCORRECT' } }]);
    const result = await client.request(endpoints.auth.login, {
      visitorType: 'personal',
      email: 'a@b.co',
      password: 'Secret123',
      agreed: true,
    });
    expect(result.ok).toBe(false);
  });
});
