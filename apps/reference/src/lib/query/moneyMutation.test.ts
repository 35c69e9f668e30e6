import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { RequestOf } from '@carbonmarket/domain/contract';
import { moneyMutationOptions } from './moneyMutation';
import { api } from '../api/api';
import { ApiError } from '../api/apiError';
import type { ApiErrorKind } from '../api/apiError';

vi.mock('../api/api', () => ({ api: { request: vi.fn() } }));
const request = vi.mocked(api.request);

const failure = (kind: ApiErrorKind) => ({
  ok: false as const,
  error: new ApiError({ kind, code: 'NETWORK_ERROR' }),
});
const success = { ok: true as const, data: {}, reply: { code: 0, msg: '', wait: 3, time: '' } };

beforeEach(() => {
  request.mockReset();
});

/** Runs a mutation the way `useMutation` does, and the keys every attempt sent. */
function setup(...results: (typeof success | ReturnType<typeof failure>)[]) {
  request.mockImplementation(async () => results.shift() ?? success);
  const client = new QueryClient();
  const options = moneyMutationOptions(endpoints.wallet.withdraw);
  const submit = (input: RequestOf<typeof endpoints.wallet.withdraw>) =>
    client
      .getMutationCache()
      .build(client, options)
      .execute(input)
      .catch((error: unknown) => error);
  const keys = () => request.mock.calls.map(([, , callOptions]) => callOptions?.idempotencyKey);
  return { submit, keys };
}

const input = { amount: '100', password: 'secret-1' };

describe('moneyMutationOptions', () => {
  it('sends the same key again when the same input is retried after a network error', async () => {
    const { submit, keys } = setup(failure('network'), failure('timeout'), success);
    expect(await submit(input)).toBeInstanceOf(ApiError);
    await submit(input);
    expect(await submit(input)).toEqual({});
    const [first, ...rest] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(rest).toEqual([first, first]);
  });

  it('renews the key after a success and for a new input', async () => {
    const { submit, keys } = setup(success, failure('network'), success);
    await submit(input);
    await submit(input);
    await submit({ ...input, amount: '150' });
    const [a, b, c] = keys();
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('renews the key after a refusal', async () => {
    const { submit, keys } = setup(failure('refused'), success);
    await submit(input);
    await submit(input);
    const [a, b] = keys();
    expect(a).not.toBe(b);
  });

  it('is keyed by the endpoint and refuses endpoints that move no money', () => {
    expect(moneyMutationOptions(endpoints.orders.buy).mutationKey).toEqual(['orders', 'buy']);
    expect(() => moneyMutationOptions(endpoints.auth.login)).toThrow(/moves no money/);
  });
});
